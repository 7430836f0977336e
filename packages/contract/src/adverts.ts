import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, paginated } from './common';
import { ADVERT_STATUSES, AD_TYPES, LANDSCAPE_MIN_RATIO } from './advert-texts';
export {
  ADVERT_MAX_IMAGE_BYTES,
  ADVERT_MAX_VIDEO_BYTES,
  ADVERT_STATUSES,
  ADVERT_TEXTS,
  AD_TYPES,
  LANDSCAPE_MIN_RATIO,
  type AdType,
} from './advert-texts';

/** Adverts a realm's captive portals show (part 2 §2, §3, §4, §5, §7, §8, §9; decision 030). */

export const ZAdTypeSchema = z.enum(AD_TYPES);

/** Whether a picture of this size may be an advert (part 2 §5, §9). */
export const isLandscape = (width: number, height: number): boolean =>
  width > 0 && height > 0 && width / height >= LANDSCAPE_MIN_RATIO;

export type TAdvertStatus = (typeof ADVERT_STATUSES)[number];

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

export const ZAdvertSchema = z.object({
  id: z.int(),
  title: z.string(),
  short_description: z.string(),
  ad_type: ZAdTypeSchema,
  realm: z.object({ id: z.int(), name: z.string() }),
  is_active: z.boolean(),
  /** The file's public /media/adverts/ URL (guests' portal pages load it without a token); null for a Link. */
  file: z.nullable(z.string()),
  youtube_url: z.nullable(z.string()),
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  partner: z.int(),
  status: z.enum(ADVERT_STATUSES),
  /** The file's size read from its content (the landscape rule); null for a Link. */
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  created: z.string(),
});
export type TAdvert = z.infer<typeof ZAdvertSchema>;
export const ZAdvertPageSchema = paginated(ZAdvertSchema);
export const ZAdvertListQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  realm: z.optional(ZIdParamSchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...ZPageQuerySchema.shape,
});
