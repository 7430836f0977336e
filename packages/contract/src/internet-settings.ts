import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, idField, paginated } from './common';
import { BANDWIDTH_LIMIT_MBPS, totalInternetPrice } from './internet-pricing';
import { INTERNET_SETTING_TEXTS, PACK_NAME_MAX } from './internet-setting-texts';
export { INTERNET_SETTING_TEXTS, PACK_NAME_MAX } from './internet-setting-texts';

/** Sane bounds (decision 036): well above any real pack, small enough for exact cent arithmetic. */
export const PRICE_PER_GB_MIN = 1;
export const PRICE_PER_GB_MAX = 10_000_000;
export const PROFIT_PERCENTAGE_MAX = 1000;

const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const hasTwoDecimalsAtMost = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * A required decimal field: a JSON number or a decimal written as text (a form's value, as Django's
 * DecimalField takes it); empty text counts as missing. At most 2 decimals (the column's scale).
 */
const decimalField = (label: string) =>
  z.pipe(
    z.transform((v) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return undefined;
      return NUMBER_TEXT.test(v) ? Number(v) : v;
    }),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? INTERNET_SETTING_TEXTS.required(label)
            : 'A valid number is required.',
      })
      .check(z.refine(hasTwoDecimalsAtMost, INTERNET_SETTING_TEXTS.decimals)),
  );

/** POST /v1/internet-settings/ (part 2 §7): the four inputs; the server computes the prices (decision 036). */
export const ZInternetSettingCreateRequestSchema = z
  .object({
    name: z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? INTERNET_SETTING_TEXTS.required(INTERNET_SETTING_TEXTS.packName)
            : 'Not a valid string.',
      })
      .check(
        z.trim(),
        z.minLength(1, INTERNET_SETTING_TEXTS.required(INTERNET_SETTING_TEXTS.packName)),
        z.maxLength(PACK_NAME_MAX, `Ensure this field has no more than ${PACK_NAME_MAX} characters.`),
      ),
    /** The caller's own partner or nothing; another partner's id answers 404 (decision 003). */
    partner: z.optional(idField()),
    price_per_gb: z.pipe(
      decimalField(INTERNET_SETTING_TEXTS.pricePerGb),
      z.number().check(z.gte(PRICE_PER_GB_MIN), z.lte(PRICE_PER_GB_MAX)),
    ),
    minimum_profit_percentage: z.pipe(
      decimalField(INTERNET_SETTING_TEXTS.minimumProfit),
      z.number().check(z.gte(0), z.lte(PROFIT_PERCENTAGE_MAX)),
    ),
    max_speed_in_mbps: z.pipe(
      decimalField(INTERNET_SETTING_TEXTS.bandwidth),
      z.number().check(z.gt(0), z.lt(BANDWIDTH_LIMIT_MBPS, INTERNET_SETTING_TEXTS.bandwidthTooHigh)),
    ),
    /**
     * Optional: the total the client computed. The server computes its own; one that disagrees is refused
     * rather than silently replaced, so a client never shows a price the pack does not have.
     */
    total_internet_price: z.optional(
      z.pipe(
        z.transform((v: unknown) => (typeof v === 'string' && NUMBER_TEXT.test(v) ? Number(v) : v)),
        z.number('A valid number is required.'),
      ),
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.total_internet_price === undefined) return;
      const expected = totalInternetPrice(body.price_per_gb, body.minimum_profit_percentage);
      if (Math.abs(body.total_internet_price - expected) >= 0.005)
        ctx.addIssue({
          code: 'custom',
          path: ['total_internet_price'],
          message: INTERNET_SETTING_TEXTS.totalMismatch(expected),
        });
    }),
  );
export type TInternetSettingCreateRequest = z.input<typeof ZInternetSettingCreateRequestSchema>;

/** An internet pack (part 2 §3), with the prices computed when it was added. */
export const ZInternetSettingSchema = z.object({
  id: z.int(),
  name: z.string(),
  price_per_gb: z.number(),
  minimum_profit_percentage: z.number(),
  total_internet_price: z.number(),
  max_speed_in_mbps: z.number(),
  price_per_minute: z.number(),
  created: z.string(),
  partner: z.int(),
});
export type TInternetSetting = z.infer<typeof ZInternetSettingSchema>;
export const ZInternetSettingPageSchema = paginated(ZInternetSettingSchema);
export type TInternetSettingPage = z.infer<typeof ZInternetSettingPageSchema>;

/** GET /v1/internet-settings/?partner= (part 2 §7): the caller's packs, newest first. */
export const ZInternetSettingListQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  ...ZPageQuerySchema.shape,
});
