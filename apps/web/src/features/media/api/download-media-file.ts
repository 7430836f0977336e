import type { TMediaFile } from '@ared/contract/media';
import { api } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { downloadNameOf } from '../download-name';

/**
 * GET files/{id}/download/ with the bearer token as a blob (the file URL is private), saved under the
 * spec's name for its type (file.png, file.mp4, file.zip, file.pdf; Audio: the server's name).
 */
export async function downloadMediaFile(file: Pick<TMediaFile, 'id' | 'file_type'>): Promise<void> {
  const { blob, fileName } = await api.requestDownload(`files/${file.id}/download/`);
  saveFile(blob, downloadNameOf(file.file_type, fileName));
}
