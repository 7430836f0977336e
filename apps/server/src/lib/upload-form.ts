import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, fieldError } from './http-errors';
import { forEachPart } from './multipart-parts';
import { textFieldErrors } from './text-fields';

export const NOT_MULTIPART = 'Send the form as multipart/form-data.';
export const FIELDS_AFTER_FILES = 'Send the text fields before the files.';

export type FormFilePart = { field: string; filename: string; stream: Readable };

export type UploadFormHandlers<F> = {
  /**
   * Called once with the text fields, before the first file part is read (or at the end when there is
   * none): everything a field decides (required fields, the caller's realm, a duplicate name) is checked
   * here, before any byte is stored.
   */
  fields: (fields: Record<string, string>) => Promise<F>;
  /** Called for each expected file part with the checked fields; it must consume the stream. */
  file: (part: FormFilePart, checked: F) => Promise<void>;
  /** The file fields the form takes; any other answers 400. */
  fileFields: readonly string[];
};

/**
 * Reads a multipart form whose text fields come before its files (as the web sends them), streaming each
 * file to its handler instead of buffering it. A text field after a file, an unexpected file, a body cut
 * short or a limit passed answers 4xx, once the body has been read to its end (forEachPart); what the
 * handlers stored is theirs to remove when this throws.
 */
export async function readUploadForm<F>(
  request: FastifyRequest,
  { maxFileBytes, maxFiles }: { maxFileBytes: number; maxFiles: number },
  handlers: UploadFormHandlers<F>,
): Promise<F> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const fields: Record<string, string> = {};
  let checked: { value: F } | null = null;
  // The fields' refusal when a file came before them: the form's own words ("Realm field is required") if
  // no text field follows, the ordering rule if one does (the client sent the file first).
  let refusedAtFile: unknown = null;
  const check = async () => {
    if (checked) return checked.value;
    const problems = textFieldErrors(fields);
    if (problems) throw new HttpError(400, 'Invalid text.', problems);
    checked = { value: await handlers.fields(fields) };
    return checked.value;
  };
  await forEachPart(
    request.parts({
      // One byte over the largest limit: the handler's own limit (per type) answers 413 in its words.
      limits: { fileSize: maxFileBytes + 1, files: maxFiles, fields: 30, fieldSize: 64 * 1024 },
    }),
    async (part) => {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (!handlers.fileFields.includes(file.fieldname))
          throw fieldError(file.fieldname, 'Unexpected file.');
        if (refusedAtFile === null && checked === null) {
          try {
            await check();
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode !== 400) throw error;
            refusedAtFile = error;
          }
        }
        if (refusedAtFile !== null) {
          // Nothing is stored before the fields pass: this file is read and dropped.
          file.file.resume();
          await finished(file.file);
          return;
        }
        await handlers.file(
          { field: file.fieldname, filename: file.filename, stream: file.file },
          await check(),
        );
        return;
      }
      if (checked || refusedAtFile !== null) throw new HttpError(400, FIELDS_AFTER_FILES);
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    },
  );
  if (refusedAtFile !== null) throw refusedAtFile;
  return check();
}
