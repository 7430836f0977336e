import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors';
import { MALFORMED_UPLOAD, asUploadError } from './uploads';

describe('what an error met while reading an upload becomes', () => {
  it("the parser's own errors (no status, no code) are the client's: 400", () => {
    const answer = asUploadError(new Error('Unexpected end of form'));
    expect(answer).toBeInstanceOf(HttpError);
    expect((answer as HttpError).statusCode).toBe(400);
    expect((answer as HttpError).message).toBe(MALFORMED_UPLOAD);
  });

  it('a failed query (the database lost mid-upload) stays the server failure it is, not a 400', () => {
    const lost = Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
    const failed = new DrizzleQueryError('insert into media_files …', [], lost);
    expect(asUploadError(failed)).toBe(failed);
    expect(asUploadError(lost)).toBe(lost);
  });
});
