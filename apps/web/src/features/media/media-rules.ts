import { MEDIA_TEXTS, THUMBNAIL_EXTENSIONS } from '@ared/contract/media-texts';
import type { TMediaFile, TMediaFileType } from '@ared/contract/media';
import { ApiError, serverMessage } from '../../lib/api-error';
import { UploadNetworkError, UploadRefusedError } from '../../lib/upload-with-progress';

export type AddMediaValues = {
  fileType: TMediaFileType | null;
  realm: string | null;
  category: string | null;
  description: string;
  file: File | null;
  thumbnail: File | null;
};

/**
 * Offline Files' dialog asks for everything (part 2 §5); All Media's names realm and category, its file
 * type starting at Image. Both need the file and a description (the server requires one for every upload:
 * the boxes show it to guests), and a video needs its thumbnail.
 */
export type AddMediaVariant = 'offline-files' | 'all-media';

export type AddMediaField = keyof AddMediaValues;

/** The field names of the '<Field> field is required' messages. */
export const ADD_MEDIA_FIELD_NAMES: Record<AddMediaField, string> = {
  fileType: 'Media Type',
  realm: 'Realm',
  category: 'Category',
  description: 'Description',
  file: 'Main File',
  thumbnail: 'Thumbnail File',
};

export const initialAddMediaValues = (variant: AddMediaVariant): AddMediaValues => ({
  fileType: variant === 'all-media' ? 'Image' : null,
  realm: null,
  category: null,
  description: '',
  file: null,
  thumbnail: null,
});

/** The same for both dialogs: All Media's type starts at Image, so only Offline Files can leave it empty. */
const requiredFields = (values: AddMediaValues): AddMediaField[] => {
  const fields: AddMediaField[] = ['fileType', 'realm', 'category', 'description', 'file'];
  if (values.fileType === 'Video') fields.push('thumbnail');
  return fields;
};

const isBlank = (value: AddMediaValues[AddMediaField]) =>
  value === null || (typeof value === 'string' && value.trim() === '');

/** '<Field> field is required' for each missing field; empty when nothing is missing. */
export function missingFieldErrors(values: AddMediaValues): Partial<Record<AddMediaField, string>> {
  const errors: Partial<Record<AddMediaField, string>> = {};
  for (const field of requiredFields(values))
    if (isBlank(values[field])) errors[field] = MEDIA_TEXTS.fieldRequired(ADD_MEDIA_FIELD_NAMES[field]);
  return errors;
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** The thumbnail picker takes png, jpg, jpeg and gif (part 2 §5). */
export const THUMBNAIL_ACCEPT = THUMBNAIL_EXTENSIONS.map((e) => `.${e}`).join(',');
export const isAcceptedThumbnail = (name: string): boolean =>
  name.includes('.') && (THUMBNAIL_EXTENSIONS as readonly string[]).includes(extensionOf(name));

type Listed = Pick<TMediaFile, 'original_file_name' | 'original_thumbnail_name'>;

/**
 * The spec's duplicate rule: a main file or thumbnail whose original name is already in the list is refused
 * ('Main file: <name> already exists', 'Thumbnail file: <name> already exists'). The server checks the same
 * against all the partner's enabled files.
 */
export function duplicateNameErrors(
  listed: readonly Listed[],
  file: File | null,
  thumbnail: File | null,
): Partial<Record<'file' | 'thumbnail', string>> {
  const errors: Partial<Record<'file' | 'thumbnail', string>> = {};
  if (file && listed.some((f) => f.original_file_name === file.name))
    errors.file = MEDIA_TEXTS.mainFileExists(file.name);
  if (thumbnail && listed.some((f) => f.original_thumbnail_name === thumbnail.name))
    errors.thumbnail = MEDIA_TEXTS.thumbnailExists(thumbnail.name);
  return errors;
}

/** Files above 50 MB go through a resumable (tus) upload; smaller ones in one multipart POST. */
export const RESUMABLE_UPLOAD_BYTES = 50 * 1024 * 1024;
export const isResumableUpload = (size: number): boolean => size > RESUMABLE_UPLOAD_BYTES;

/** Whole percent of an upload, 0 to 100. */
export const percentOf = (sent: number, total: number): number =>
  total > 0 ? Math.min(100, Math.max(0, Math.floor((sent * 100) / total))) : 0;

export { downloadNameOf } from './download-name';

const bodyMessage = (body: unknown): string | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'detail'])
    if (typeof record[key] === 'string' && record[key]) return record[key];
  for (const value of Object.values(record))
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
};

/**
 * The upload toasts (part 2 §8): a refused upload shows the body's error (our server's `detail`, or the
 * first field message); a network failure 'Request failed. Check your internet connection.'; anything
 * else 'An error occurred during the upload'.
 */
export function uploadFailureMessage(failure: unknown): string {
  if (failure instanceof UploadNetworkError) return MEDIA_TEXTS.uploadNetworkFailed;
  if (failure instanceof ApiError)
    return failure.status === 0
      ? MEDIA_TEXTS.uploadNetworkFailed
      : (serverMessage(failure) ?? MEDIA_TEXTS.uploadFailed);
  if (failure instanceof UploadRefusedError)
    return bodyMessage(failure.answer.body) ?? MEDIA_TEXTS.uploadFailed;
  return MEDIA_TEXTS.uploadFailed;
}
