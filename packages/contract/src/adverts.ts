/** Advert media types (part 2 §3 Advert.ad_type). A Link advert is a YouTube video. */
export const AD_TYPES = ['Image', 'Video', 'Link'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** An advert's file must be landscape: width / height at least this (part 2 §5). */
export const LANDSCAPE_MIN_RATIO = 1.7;
