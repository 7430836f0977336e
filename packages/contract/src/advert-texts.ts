/**
 * The adverts' kinds, bounds and texts: constants without zod, so that the web's advert pages can read them
 * without building the contract's schemas before they can draw (decision 103). `./adverts` re-exports them.
 */

/** Advert media types (part 2 §3 Advert.ad_type). A Link advert is a YouTube video. */
export const AD_TYPES = ['Image', 'Video', 'Link'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** An advert's file must be landscape: width / height at least this (part 2 §5). */
export const LANDSCAPE_MIN_RATIO = 1.7;

/** Whether a picture of this size may be an advert (part 2 §5, §9). */
export const isLandscape = (width: number, height: number): boolean =>
  width > 0 && height > 0 && width / height >= LANDSCAPE_MIN_RATIO;

/** Shown Enabled or Disabled from is_active (part 2 §4); the details page writes it in capitals. */
export const ADVERT_STATUSES = ['Enabled', 'Disabled'] as const;

/** The largest advert files: a picture on a phone, a short clip a guest watches before connecting. */
export const ADVERT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const ADVERT_MAX_VIDEO_BYTES = 200 * 1024 * 1024;

export const ADVERT_TEXTS = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  typeRequired: 'Media Type is required',
  realmRequired: 'Realm is required',
  activeRequired: 'Active is required',
  youtubeRequired: 'YouTube Link is required',
  youtubeInvalid: 'Enter a valid YouTube video link',
  fileRequired: 'Advert File is required',
  bothDates: 'Both start and end dates are required',
  endAfterStart: 'The end date should be greater than the start date',
  /** Part 2 §5: the file is in Portrait mode and a Landscape one must be uploaded (with a Preview link). */
  portrait: 'The uploaded image or video is in Portrait mode. Please upload a Landscape image or video.',
  notAnImage: 'Advert File must be a PNG, JPG, GIF or WEBP image',
  notAVideo: 'Advert File must be an MP4 or WebM video',
  sizeUnknown: 'The width and height of the Advert File could not be read',
  linkHasNoFile: 'A Link advert has no file: give its YouTube Link',
  imageTooLarge: `Advert File must be at most ${ADVERT_MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  videoTooLarge: `Advert File must be at most ${ADVERT_MAX_VIDEO_BYTES / 1024 / 1024} MB`,
  invalid: 'Provide the missing fields',
  uploaded: (type: AdType) => `${type} advert uploaded successfully`,
  updated: 'Advert updated successfully',
  deleted: 'Advert has been deleted successfully',
  deleteFailed: 'Could not delete the advert',
  fetchFailed: 'Could not fetch advert details',
} as const;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const ID_PATHS = /^\/(?:embed|shorts|live|v)\/([^/]+)\/?$/;

/**
 * The video id of a YouTube video link (watch?v=, youtu.be/, embed/, shorts/, live/), or null for anything
 * else: another site, a channel, a playlist, a search, a link with no video.
 */
export function youtubeVideoId(link: string): string | null {
  // By hand rather than with URL: the contract runs where neither DOM nor Node types are declared.
  const match = /^https?:\/\/([^/?#]+)(\/[^?#]*)?(\?[^#]*)?(#.*)?$/i.exec(link.trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  const path = match[2] ?? '/';
  let id: string | null = null;
  if (host === 'youtu.be') id = path.slice(1).replace(/\/$/, '');
  else if (YOUTUBE_HOSTS.has(host)) {
    if (path === '/watch') {
      const v = (match[3] ?? '')
        .slice(1)
        .split('&')
        .find((pair) => pair.startsWith('v='));
      id = v ? v.slice(2) : null;
    } else id = ID_PATHS.exec(path)?.[1] ?? null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}
