import { describe, expect, it } from 'vitest';
import { fileNameOf } from './http-client';

describe('fileNameOf (Content-Disposition)', () => {
  it('reads the plain and the quoted file name', () => {
    expect(fileNameOf('attachment; filename=file.mp3')).toBe('file.mp3');
    expect(fileNameOf('attachment; filename="file.ogg"')).toBe('file.ogg');
  });

  it('prefers the RFC 5987 name, decoded, and falls back when it is malformed', () => {
    expect(fileNameOf(`attachment; filename="a.mp3"; filename*=UTF-8''caf%C3%A9.mp3`)).toBe('café.mp3');
    expect(fileNameOf(`attachment; filename="a.mp3"; filename*=UTF-8''%E0%A4%A.mp3`)).toBe('a.mp3');
  });

  it('gives null without a header or a name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
