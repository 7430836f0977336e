import { z } from 'zod/mini';
import './messages';

/** `{"detail": "…"}`: every error that is not about one field. */
export const ZDetailSchema = z.object({ detail: z.string() });
export type TDetail = z.infer<typeof ZDetailSchema>;

/** `{"field": ["message", …]}`: field errors, Django REST style. */
export const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrorsSchema>;

/** A 400 carries field errors, or a `detail` when the problem is not one field's. */
export const ZBadRequestSchema = z.union([ZFieldErrorsSchema, ZDetailSchema]);

/** Django REST style page of results. */
export const paginated = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    count: z.int(),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });

/** Ids are PostgreSQL `serial`s: whole numbers from 1 to 2,147,483,647 (decision 014). */
export const MAX_ID = 2_147_483_647;

/**
 * A field's own message when it is missing (absent or null); its other problems (too long, wrong type)
 * take the product's general messages instead of repeating "required".
 */
export const whenMissing = (message: string) => ({
  error: (issue: z.core.$ZodRawIssue) =>
    issue.input === undefined || issue.input === null ? message : undefined,
});

/** Something that is not a number (a string, an object) where a whole number belongs; missing stays "required". */
const NOT_AN_INTEGER = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'invalid_type' && issue.input !== undefined && issue.input !== null
      ? 'A valid integer is required.'
      : undefined,
};

/** An id in a JSON body: a number the database can hold; the message is the field's own when given. */
export const idField = (message?: string) =>
  z
    .number(message ?? NOT_AN_INTEGER)
    .check(
      z.int(message),
      z.positive(message),
      z.lte(MAX_ID, `Ensure this value is less than or equal to ${MAX_ID}.`),
    );
export const ZIdSchema = idField();

const DIGITS = /^[0-9]+$/;
/**
 * A whole number written in a path, a query string or a form: decimal digits only, so `0x10`, `1e3`, ` 12`
 * and `12.0` stay strings and fail the number check (`Number()` would read all four). Numbers pass as they are.
 */
export const digitsParam = <T extends z.ZodMiniType>(then: T) =>
  z.pipe(
    z.transform((value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value)),
    then,
  );

/** An id in a query string (`?sme=12`). */
export const ZIdParamSchema = digitsParam(ZIdSchema);
/** `?realm=` (empty) selects rows without one; otherwise an id. */
export const ZOptionalIdParamSchema = z.pipe(
  z.transform((value) => (value === '' ? null : value)),
  z.nullable(ZIdParamSchema),
);

const wholeNumber = z.number(NOT_AN_INTEGER).check(z.int());
export const ZPageQuerySchema = z.object({
  page: z._default(digitsParam(wholeNumber.check(z.gte(1), z.lte(MAX_ID))), 1),
  page_size: z._default(digitsParam(wholeNumber.check(z.gte(1), z.lte(100))), 10),
});

/** Path parameters are ids; one that is not (too large, `0x10`, `1e3`) answers 404 like a missing row. */
export const ZIdParamsSchema = z.object({ id: ZIdParamSchema });

export { PAGE_SIZE_OPTIONS } from './page-sizes';

/** 204 responses carry no body. */
export const ZNoContentSchema = z.null().check(z.describe('No content'));

/**
 * A date that exists on the calendar, written YYYY-MM-DD, in the years 0001 to 9999 (PostgreSQL has no
 * year 0 and JavaScript would roll 2024-02-30 over into March).
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A YYYY-MM-DD date field; the message is the field's own when given. */
export const dateField = (message = 'Enter a valid date.') =>
  z.string(message).check(z.trim(), z.refine(isCalendarDate, message));

/** An ISO 8601 time with its offset (`2026-03-10T08:00:00Z`), whose instant falls in the years 1 to 9999. */
export const dateTimeField = (message = 'Enter a valid date and time.') =>
  z.iso.datetime({ offset: true, message }).check(
    z.refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1 && year <= 9999;
    }, message),
  );

const LONE_SURROGATE = /\p{Cs}/u;
/**
 * Why a string cannot be stored as text, or null: PostgreSQL text holds no NUL character, and a lone UTF-16
 * surrogate is not Unicode (paired surrogates, such as an emoji, are one code point and fine).
 */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'Null characters are not allowed.';
  const surrogate = LONE_SURROGATE.exec(value)?.[0];
  if (surrogate === undefined) return null;
  const codePoint = surrogate.charCodeAt(0).toString(16).toUpperCase();
  return `Surrogate characters are not allowed: U+${codePoint}.`;
}

/**
 * `ordering=name` (ascending) or `-name` (descending): one of the list's allow-listed fields, as the
 * router and realm lists take it. Anything else is a 400 field error, never a silent default.
 */
export const orderingParam = (fields: readonly [string, ...string[]]) =>
  z.optional(
    z
      .string()
      .check(
        z.regex(new RegExp(`^-?(${fields.join('|')})$`), 'Unknown ordering.'),
        z.describe(`One of ${fields.join(', ')}; a leading '-' sorts descending.`),
      ),
  );
