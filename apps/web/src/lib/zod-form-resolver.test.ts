import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { zod4Resolver } from './zod-form-resolver';

describe('zod4Resolver (lib/zod-form-resolver)', () => {
  it("answers with the product's messages where a schema sets none, as the server would", () => {
    const validate = zod4Resolver(
      z.object({ name: z.string().check(z.maxLength(3)), count: z.int().check(z.gte(1)) }),
    );
    expect(validate({ name: 'abcd', count: 0 })).toEqual({
      name: 'Ensure this field has no more than 3 characters.',
      count: 'Ensure this value is greater than or equal to 1.',
    });
  });

  it("keeps a schema's own message", () => {
    const validate = zod4Resolver(z.object({ name: z.string().check(z.minLength(1, 'Name is required')) }));
    expect(validate({ name: '' })).toEqual({ name: 'Name is required' });
  });
});
