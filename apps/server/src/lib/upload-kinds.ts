import type { TMediaFileType } from '@ared/contract/media';
import type { StoredExt } from './file-store';

/** What each media type accepts, by content (part 2 §2, §5): the stored types of lib/file-store. */
export const IMAGE_KINDS = ['png', 'jpg', 'gif', 'webp'] as const satisfies readonly StoredExt[];
export const VIDEO_KINDS = ['mp4', 'webm', 'mov', 'mkv'] as const satisfies readonly StoredExt[];
export const AUDIO_KINDS = ['mp3', 'm4a', 'ogg', 'wav'] as const satisfies readonly StoredExt[];
export const DOCUMENT_KINDS = ['pdf', 'epub'] as const satisfies readonly StoredExt[];
/** An APK, or a ZIP (an APK whose classes.dex lies past the first bytes read is seen as one). */
export const APP_KINDS = ['apk', 'zip'] as const satisfies readonly StoredExt[];

export const MEDIA_KINDS: Record<TMediaFileType, readonly StoredExt[]> = {
  Image: IMAGE_KINDS,
  Video: VIDEO_KINDS,
  Audio: AUDIO_KINDS,
  Document: DOCUMENT_KINDS,
  App: APP_KINDS,
};

/** The video thumbnail picker accepts png, jpg/jpeg and gif (part 2 §5). */
export const THUMBNAIL_KINDS = ['png', 'jpg', 'gif'] as const satisfies readonly StoredExt[];
/** Food and drink menus are PDFs. */
export const MENU_KINDS = ['pdf'] as const satisfies readonly StoredExt[];

/** The largest upload of each media type, in bytes (config: MEDIA_MAX_<TYPE>_BYTES). */
export type UploadLimits = Record<TMediaFileType, number>;

/** The receiveUpload policy for a media file of `fileType`. */
export const mediaUploadPolicy = (limits: UploadLimits, fileType: TMediaFileType, label: string) => ({
  kinds: MEDIA_KINDS[fileType],
  maxBytes: limits[fileType],
  label,
});
