import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMediaFileSchema, type TMediaFile, type TMediaFileType } from '@ared/contract/media';
import { UploadRefusedError, uploadForm } from '../../../lib/upload-with-progress';
import { isResumableUpload, percentOf } from '../media-rules';
import { refreshMediaFiles } from './media-keys';
import { uploadResumable } from './resumable-upload';

export type CreateMediaFileInput = {
  realm: number;
  category: number;
  fileType: TMediaFileType;
  description: string;
  file: File;
  thumbnail: File | null;
};

type Options = { onProgress?: (percent: number) => void; signal?: AbortSignal };

/**
 * The text parts go first: the server checks them (required fields, duplicate names) before it reads the
 * file, so a refusal comes before gigabytes are stored.
 */
const buildForm = (input: CreateMediaFileInput, uploadId: string | null) => {
  const form = new FormData();
  form.append('realm', String(input.realm));
  form.append('category', String(input.category));
  form.append('file_type', input.fileType);
  form.append('status', 'Enabled');
  form.append('description', input.description.trim());
  form.append('original_file_name', input.file.name);
  if (input.thumbnail) form.append('original_thumbnail_name', input.thumbnail.name);
  if (uploadId) form.append('upload', uploadId);
  else form.append('file', input.file, input.file.name);
  if (input.thumbnail) form.append('thumbnail', input.thumbnail, input.thumbnail.name);
  return form;
};

/**
 * POST v1/files/ (part 2 §7) with upload progress: up to 50 MB one multipart POST; above, the file goes
 * first as a resumable upload and the POST names it. Resolves with the created file on 201; rejects with
 * the server's answer (any other status) or the network failure, for the spec's upload toasts.
 */
export async function createMediaFile(
  input: CreateMediaFileInput,
  options: Options = {},
): Promise<TMediaFile> {
  const report = (sent: number, total: number) => options.onProgress?.(percentOf(sent, total));
  let uploadId: string | null = null;
  if (isResumableUpload(input.file.size))
    uploadId = await uploadResumable(input.file, { onProgress: report, signal: options.signal });
  const answer = await uploadForm('files/', () => buildForm(input, uploadId), {
    // The resumable path already reported the big file; its short POST carries only the thumbnail.
    onProgress: uploadId ? undefined : report,
    signal: options.signal,
  });
  if (answer.status !== 201) throw new UploadRefusedError(answer);
  options.onProgress?.(100);
  return ZMediaFileSchema.parse(answer.body);
}

export const useCreateMediaFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, ...options }: Options & { input: CreateMediaFileInput }) =>
      createMediaFile(input, options),
    onSuccess: () => refreshMediaFiles(queryClient),
  });
};
