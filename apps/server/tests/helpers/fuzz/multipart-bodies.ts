import type { RequestBody } from './cases';

/**
 * Multipart bodies written byte by byte, so a part can carry what no browser would send: invalid UTF-8,
 * NUL in a name, no Content-Type, no headers at all, a body that stops before its closing boundary.
 */
export const BOUNDARY = '----ared-fuzz-boundary';
export const FORM_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** One part of a multipart body. */
export type FormPart =
  | { kind: 'field'; name: string; value: string | Buffer }
  | { kind: 'file'; name: string; filename: string; contentType: string | null; content: Buffer }
  /** Headers and content as given (none, no name, a header line cut short). */
  | { kind: 'raw'; head: string; content: Buffer };

const headOf = (part: FormPart): string => {
  if (part.kind === 'raw') return part.head;
  if (part.kind === 'field') return `Content-Disposition: form-data; name="${part.name}"\r\n`;
  const type = part.contentType === null ? '' : `Content-Type: ${part.contentType}\r\n`;
  return `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n${type}`;
};

const contentOf = (part: FormPart): Buffer =>
  part.kind === 'field' ? (Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value)) : part.content;

/** The parts as a multipart/form-data body; `closed: false` leaves out the closing boundary. */
export function encodeForm(parts: readonly FormPart[], { closed = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts)
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${headOf(part)}\r\n`), contentOf(part), Buffer.from('\r\n'));
  if (closed) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Parts and bodies in a line each: a text field, a file (a plain upload unless told), a whole form. */
export const form = (parts: readonly FormPart[], options?: { closed?: boolean }): RequestBody => ({
  payload: encodeForm(parts, options),
  contentType: FORM_CONTENT_TYPE,
});
export const field = (name: string, value: string | Buffer): FormPart => ({ kind: 'field', name, value });
export const file = (
  name: string,
  content: Buffer,
  filename = 'upload.bin',
  contentType: string | null = 'application/octet-stream',
): FormPart => ({ kind: 'file', name, filename, contentType, content });

/** A text field's value over the 64 KB every upload form allows a field (lib/upload-form.ts). */
export const HUGE_FIELD = 'x'.repeat(70_000);

/** Values of a text field an attacker sends instead of the one asked for (bytes where UTF-8 cannot say them). */
export const FORM_FIELD_TRAPS: (string | Buffer)[] = [
  'a\u0000b',
  '',
  HUGE_FIELD,
  // A lone surrogate's bytes and a Latin-1 é: invalid UTF-8.
  Buffer.from([0x61, 0xed, 0xa0, 0x80]),
  Buffer.from([0xe9]),
  '0x10',
  '2147483648',
  '2024-02-30',
];

/** File names an attacker gives an upload. */
export const FILENAME_TRAPS = [
  'a\u0000b.png',
  '../../etc/passwd',
  '',
  'x'.repeat(2000),
  'C:\\Windows\\x.png',
  '.png',
  'é\ud800.pdf',
];

/** Content types an attacker gives a file part (null: none at all). */
export const FILE_TYPE_TRAPS: (string | null)[] = [null, 'text/html', 'image/svg+xml', '', 'a/b; x="'];

/** Request content types that are not what the form needs (the body is a well-formed form all the same). */
export const REQUEST_TYPE_TRAPS = [
  'multipart/form-data',
  `multipart/form-data; boundary=${BOUNDARY}x`,
  `multipart/mixed; boundary=${BOUNDARY}`,
  `multipart/form-data; boundary="${BOUNDARY}"; charset=latin1`,
  'application/x-www-form-urlencoded',
  'application/octet-stream',
];
