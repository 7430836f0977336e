import { bearer } from './session';

/** A multipart/form-data body built by hand, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; content: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = '----ared-test-boundary';
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The same, with a user's token, as `app.inject` options. */
export function multipartRequest(
  token: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; content: Buffer },
) {
  const { body, contentType } = multipartBody(fields, file);
  return { payload: body, headers: { ...bearer(token), 'content-type': contentType } };
}
