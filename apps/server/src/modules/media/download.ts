import { MEDIA_DOWNLOAD_NAMES, type TMediaFileType } from '@ared/contract/media';
import { extOfKey } from '../../lib/file-store';

/**
 * The name a download is saved as (part 2 §7: file.png, file.mp4, file.zip, file.pdf); an Audio file
 * gets the extension of its checked content. Never the uploader's name: it is shown, not trusted.
 */
export function downloadNameOf(fileType: TMediaFileType, key: string): string {
  if (fileType === 'Audio') return `file.${extOfKey(key) ?? 'mp3'}`;
  return MEDIA_DOWNLOAD_NAMES[fileType];
}
