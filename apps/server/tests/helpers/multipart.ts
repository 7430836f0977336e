import { bearer } from './session';

export type FormFile = { field: string; name: string; type: string; content: Buffer };

/**
 * A multipart/form-data body built by hand as a browser's FormData sends it: text fields first, then files
 * (or, `filesFirst`, as some other client might).
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: FormFile | FormFile[],
  { filesFirst = false }: { filesFirst?: boolean } = {},
): { body: Buffer; contentType: string } {
  const boundary = '----ared-test-boundary';
  const parts: Buffer[] = [];
  const textParts = Object.entries(fields).map(([key, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
  );
  if (!filesFirst) parts.push(...textParts);
  for (const each of file === undefined ? [] : Array.isArray(file) ? file : [file])
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${each.field}"; filename="${each.name}"\r\nContent-Type: ${each.type}\r\n\r\n`,
      ),
      each.content,
      Buffer.from('\r\n'),
    );
  if (filesFirst) parts.push(...textParts);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The same, with a user's token, as `app.inject` options. */
export function multipartRequest(
  token: string,
  fields: Record<string, string>,
  file?: FormFile | FormFile[],
) {
  const { body, contentType } = multipartBody(fields, file);
  return { payload: body, headers: { ...bearer(token), 'content-type': contentType } };
}
