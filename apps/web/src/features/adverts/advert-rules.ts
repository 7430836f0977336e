import {
  ADVERT_MAX_IMAGE_BYTES,
  ADVERT_MAX_VIDEO_BYTES,
  ADVERT_TEXTS as T,
  isLandscape,
  youtubeVideoId,
  type AdType,
} from '@ared/contract/advert-texts';
import type { TAdvert } from '@ared/contract/adverts';

/** The add and edit form's values (part 2 §5). Selects hold strings; '' is "not chosen". */
export type AdvertFormValues = {
  title: string;
  short_description: string;
  ad_type: AdType | '';
  realm: string | null;
  is_active: 'true' | 'false' | '';
  youtube_url: string;
  file: File | null;
  start_date: string;
  end_date: string;
};

export const emptyAdvertForm = (): AdvertFormValues => ({
  title: '',
  short_description: '',
  ad_type: '',
  realm: null,
  is_active: '',
  youtube_url: '',
  file: null,
  start_date: '',
  end_date: '',
});

/** The form filled from a stored advert (edit): its file stays unless another is picked. */
export const advertFormOf = (advert: TAdvert): AdvertFormValues => ({
  title: advert.title,
  short_description: advert.short_description,
  ad_type: advert.ad_type,
  realm: String(advert.realm.id),
  is_active: advert.is_active ? 'true' : 'false',
  youtube_url: advert.youtube_url ?? '',
  file: null,
  start_date: advert.start_date ?? '',
  end_date: advert.end_date ?? '',
});

/** What the file input accepts for a type (part 2 §5: video/* or image/*). */
export const acceptFor = (type: AdType | ''): string | undefined =>
  type === 'Image' ? 'image/*' : type === 'Video' ? 'video/*' : undefined;

/**
 * The form's errors in the spec's words (part 2 §5). `hasStoredFile`: editing an advert whose file fits the
 * type, so none need be picked. `isPortrait`: the picked file failed the landscape check.
 */
export function advertFormErrors(
  v: AdvertFormValues,
  { hasStoredFile = false, isPortrait = false }: { hasStoredFile?: boolean; isPortrait?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.title.trim()) errors.title = T.titleRequired;
  if (!v.short_description.trim()) errors.short_description = T.descriptionRequired;
  if (!v.ad_type) errors.ad_type = T.typeRequired;
  if (!v.realm) errors.realm = T.realmRequired;
  if (!v.is_active) errors.is_active = T.activeRequired;
  if (v.ad_type === 'Link') {
    if (!v.youtube_url.trim()) errors.youtube_url = T.youtubeRequired;
    else if (!youtubeVideoId(v.youtube_url)) errors.youtube_url = T.youtubeInvalid;
  }
  if (v.ad_type === 'Image' || v.ad_type === 'Video') {
    if (!v.file && !hasStoredFile) errors.file = T.fileRequired;
    else if (v.file && isPortrait) errors.file = T.portrait;
    else if (v.file && v.file.size > maxBytesOf(v.ad_type))
      errors.file = v.ad_type === 'Image' ? T.imageTooLarge : T.videoTooLarge;
  }
  if (Boolean(v.start_date) !== Boolean(v.end_date))
    errors[v.start_date ? 'end_date' : 'start_date'] = T.bothDates;
  else if (v.start_date && v.end_date && v.end_date <= v.start_date) errors.end_date = T.endAfterStart;
  return errors;
}

const maxBytesOf = (type: 'Image' | 'Video') =>
  type === 'Image' ? ADVERT_MAX_IMAGE_BYTES : ADVERT_MAX_VIDEO_BYTES;

/** Whether a picture or video of this size breaks the landscape rule. */
export const isPortraitSize = (size: { width: number; height: number }) =>
  !isLandscape(size.width, size.height);

/**
 * The form as sent (part 2 §7): the text fields first, the file only when one was picked, the dates
 * only when both are set (both empty clears an edited advert's dates).
 */
export function advertFormData(v: AdvertFormValues, { hadDates = false } = {}): FormData {
  const form = new FormData();
  form.append('title', v.title.trim());
  form.append('short_description', v.short_description.trim());
  form.append('ad_type', v.ad_type);
  form.append('realm', v.realm ?? '');
  form.append('is_active', v.is_active);
  form.append('youtube_url', v.ad_type === 'Link' ? v.youtube_url.trim() : '');
  if (v.start_date && v.end_date) {
    form.append('start_date', v.start_date);
    form.append('end_date', v.end_date);
  } else if (hadDates) {
    form.append('start_date', '');
    form.append('end_date', '');
  }
  if (v.file && v.ad_type !== 'Link') form.append('file', v.file, v.file.name);
  return form;
}
