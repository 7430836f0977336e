import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, paginated } from './common';
import { ADVERT_STATUSES, AD_TYPES } from './advert-texts';
export {
  ADVERT_MAX_IMAGE_BYTES,
  ADVERT_MAX_VIDEO_BYTES,
  ADVERT_STATUSES,
  ADVERT_TEXTS,
  AD_TYPES,
  LANDSCAPE_MIN_RATIO,
  isLandscape,
  youtubeVideoId,
  type AdType,
} from './advert-texts';

/** Adverts a realm's captive portals show (part 2 §2, §3, §4, §5, §7, §8, §9; decision 030). */

export const ZAdTypeSchema = z.enum(AD_TYPES);

export type TAdvertStatus = (typeof ADVERT_STATUSES)[number];

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
