import { MEDIA_DOWNLOAD_NAMES } from '@ared/contract/media-texts';
import type { TMediaFileType } from '@ared/contract/media';

// Apart from media-rules.ts (the add dialog's rules and its upload errors): a list's download action needs
// only this (issue 29 §7).

/** The spec's download names by type; Audio keeps the server's name (its real extension). */
export const downloadNameOf = (fileType: TMediaFileType, serverName: string | null): string =>
  fileType === 'Audio' ? (serverName ?? 'file') : MEDIA_DOWNLOAD_NAMES[fileType];
