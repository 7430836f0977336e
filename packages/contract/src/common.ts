import { z } from 'zod';

/** `{"detail": "…"}`: every error that is not about one field. */
export const ZDetailSchema = z.object({ detail: z.string() });
export type TDetail = z.infer<typeof ZDetailSchema>;

/** `{"field": ["message", …]}`: field errors, Django REST style. */
export const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrorsSchema>;

/** A 400 carries field errors, or a `detail` when the problem is not one field's. */
export const ZBadRequestSchema = z.union([ZFieldErrorsSchema, ZDetailSchema]);

/** Django REST style page of results. */
export const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const ZPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** Page sizes the lists offer (spec part 1 §9). */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;

/** 204 responses carry no body. */
export const ZNoContentSchema = z.null().describe('No content');

/**
 * `ordering=name` (ascending) or `-name` (descending): one of the list's allow-listed fields, as the
 * router and realm lists take it. Anything else is a 400 field error, never a silent default.
 */
export const orderingParam = (fields: readonly [string, ...string[]]) =>
  z
    .string()
    .regex(new RegExp(`^-?(${fields.join('|')})$`), 'Unknown ordering.')
    .describe(`One of ${fields.join(', ')}; a leading '-' sorts descending.`)
    .optional();
