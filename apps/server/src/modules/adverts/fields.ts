import { z } from 'zod/mini';
import { ADVERT_TEXTS as T, AD_TYPES, type AdType, youtubeVideoId } from '@ared/contract/adverts';
import { ZIdParamSchema, dateField, whenMissing } from '@ared/contract/common';
import { HttpError } from '../../lib/http-errors';

/** What an advert is made of, in columns' terms; a PATCH sends any subset of it. */
export type AdvertValues = {
  title: string;
  shortDescription: string;
  adType: AdType;
  realmId: number;
  isActive: boolean;
  youtubeUrl: string | null;
  startDate: string | null;
  endDate: string | null;
};
export type AdvertFields = Partial<AdvertValues> & { partner?: number };

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const idDigits = ZIdParamSchema as unknown as z.ZodMiniType<number, string>;
const required = <S extends z.ZodMiniType>(schema: S) => z.pipe(z.transform(blankToUndefined), schema);

/** Each field alone (part 2 §5): the spec's "required" texts; the rules across fields come after. */
const fieldSchemas = {
  title: required(z.string(whenMissing(T.titleRequired)).check(z.trim(), z.maxLength(200))),
  short_description: required(
    z.string(whenMissing(T.descriptionRequired)).check(z.trim(), z.maxLength(1000)),
  ),
  ad_type: required(z.enum(AD_TYPES, whenMissing(T.typeRequired))),
  realm: required(z.pipe(z.string(whenMissing(T.realmRequired)), idDigits)),
  is_active: required(z.enum(['true', 'false'], whenMissing(T.activeRequired))),
  youtube_url: z.string().check(z.trim(), z.maxLength(500)),
  start_date: z.pipe(z.string().check(z.trim()), z.union([z.literal(''), dateField()])),
  end_date: z.pipe(z.string().check(z.trim()), z.union([z.literal(''), dateField()])),
  partner: z.pipe(z.string(), idDigits),
} as const;
type FieldName = keyof typeof fieldSchemas;
const REQUIRED_ON_CREATE: FieldName[] = ['title', 'short_description', 'ad_type', 'realm', 'is_active'];

export type FieldErrors = Record<string, string[]>;
const add = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);

/**
 * The form's fields, each checked alone: on create the required ones must be there; on update only those
 * sent are read. An empty date is "no date" (both empty clears them on update).
 */
export function readAdvertFields(
  raw: Record<string, string>,
  mode: 'create' | 'update',
): { fields: AdvertFields; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const fields: AdvertFields = {};
  const names = Object.keys(fieldSchemas) as FieldName[];
  for (const name of names) {
    const value = raw[name];
    if (value === undefined && !(mode === 'create' && REQUIRED_ON_CREATE.includes(name))) continue;
    const parsed = fieldSchemas[name].safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(errors, name, issue.message);
      continue;
    }
    const v = parsed.data as string | number;
    if (name === 'title') fields.title = v as string;
    else if (name === 'short_description') fields.shortDescription = v as string;
    else if (name === 'ad_type') fields.adType = v as AdType;
    else if (name === 'realm') fields.realmId = v as number;
    else if (name === 'is_active') fields.isActive = v === 'true';
    else if (name === 'youtube_url') fields.youtubeUrl = (v as string) || null;
    else if (name === 'start_date') fields.startDate = (v as string) || null;
    else if (name === 'end_date') fields.endDate = (v as string) || null;
    else if (name === 'partner') fields.partner = v as number;
  }
  // Dates go in pairs (part 2 §7: "dates only when both set"): one sent without the other is refused.
  if ((raw.start_date === undefined) !== (raw.end_date === undefined) && mode === 'update')
    add(errors, raw.start_date === undefined ? 'start_date' : 'end_date', T.bothDates);
  return { fields, errors };
}

/**
 * The rules across fields, on what the advert will be (a create's fields, or a stored advert with an
 * update's fields over it): a Link needs a YouTube video link; both dates or none; the end after the start.
 */
export function advertRuleErrors(v: AdvertValues): FieldErrors {
  const errors: FieldErrors = {};
  if (v.adType === 'Link') {
    if (!v.youtubeUrl) add(errors, 'youtube_url', T.youtubeRequired);
    else if (!youtubeVideoId(v.youtubeUrl)) add(errors, 'youtube_url', T.youtubeInvalid);
  }
  if (v.startDate && !v.endDate) add(errors, 'end_date', T.bothDates);
  if (v.endDate && !v.startDate) add(errors, 'start_date', T.bothDates);
  if (v.startDate && v.endDate && v.endDate <= v.startDate) add(errors, 'end_date', T.endAfterStart);
  return errors;
}

/** 400 with every field's messages (nothing is stored then), or nothing. */
export function throwIfAny(...sets: FieldErrors[]): void {
  const errors: FieldErrors = {};
  for (const set of sets)
    for (const [field, messages] of Object.entries(set)) for (const m of messages) add(errors, field, m);
  if (Object.keys(errors).length > 0) throw new HttpError(400, T.invalid, errors);
}

/** What a create's fields make, once readAdvertFields found every required one. */
export const createdValues = (f: AdvertFields): AdvertValues => ({
  title: f.title!,
  shortDescription: f.shortDescription!,
  adType: f.adType!,
  realmId: f.realmId!,
  isActive: f.isActive!,
  youtubeUrl: f.adType === 'Link' ? (f.youtubeUrl ?? null) : null,
  startDate: f.startDate ?? null,
  endDate: f.endDate ?? null,
});

/** A stored advert with an update's fields over it; a non-Link keeps no YouTube link. */
export function updatedValues(before: AdvertValues, f: AdvertFields): AdvertValues {
  const next: AdvertValues = { ...before };
  for (const key of Object.keys(before) as (keyof AdvertValues)[])
    if (f[key] !== undefined) (next as Record<string, unknown>)[key] = f[key];
  if (next.adType !== 'Link') next.youtubeUrl = null;
  return next;
}
