import { describe, expect, it, vi } from 'vitest';
import { validationOnFirstUse, type FormResolver } from './validation-on-first-use';

type Values = { name: string };
const REQUIRED: FormResolver<Values> = (values) =>
  values.name ? {} : { name: 'This field may not be blank.' };

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('validationOnFirstUse (decision 104)', () => {
  it('asks for the schema once, however often it is used', async () => {
    const load = vi.fn(() => Promise.resolve(REQUIRED));
    const validation = validationOnFirstUse(load);
    await Promise.all([validation.ready(), validation.ready()]);
    validation.validate({ name: '' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("finds nothing while the schema loads, then the schema's errors", async () => {
    const schema = deferred<FormResolver<Values>>();
    const validation = validationOnFirstUse(() => schema.promise);
    expect(validation.validate({ name: '' })).toEqual({});
    schema.resolve(REQUIRED);
    await validation.ready();
    expect(validation.validate({ name: '' })).toEqual({ name: 'This field may not be blank.' });
    expect(validation.validate({ name: 'Aline' })).toEqual({});
  });

  it('submits only once the schema is in, the default prevented at once', async () => {
    const schema = deferred<FormResolver<Values>>();
    const validation = validationOnFirstUse(() => schema.promise);
    const formSubmit = vi.fn();
    const preventDefault = vi.fn();
    validation.submit(formSubmit)({ preventDefault });
    expect(preventDefault).toHaveBeenCalled();
    await Promise.resolve();
    expect(formSubmit).not.toHaveBeenCalled();
    schema.resolve(REQUIRED);
    await validation.ready();
    await Promise.resolve();
    expect(formSubmit).toHaveBeenCalledTimes(1);
  });

  it('still submits when the schema cannot load (the server checks), and asks again next time', async () => {
    const load = vi
      .fn<() => Promise<FormResolver<Values>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(REQUIRED);
    const validation = validationOnFirstUse(load);
    const formSubmit = vi.fn();
    validation.submit(formSubmit)();
    await vi.waitFor(() => expect(formSubmit).toHaveBeenCalledTimes(1));
    expect(validation.validate({ name: '' })).toEqual({});
    await validation.ready();
    expect(load).toHaveBeenCalledTimes(2);
    expect(validation.validate({ name: '' })).toEqual({ name: 'This field may not be blank.' });
  });
});
