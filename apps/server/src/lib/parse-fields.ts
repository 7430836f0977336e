import type { z } from 'zod/mini';
import { HttpError } from './http-errors';

/**
 * `input` checked by `schema`, or 400 with `detail` and every field's messages at once
 * (`{"field": ["message"]}`, as the error plugin writes Fastify's own validation errors). For what the
 * route schema cannot check itself: multipart text fields, and bodies read field by field.
 */
export function parseFieldsOr400<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  detail: string,
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[String(issue.path[0] ?? 'detail')] ??= []).push(issue.message);
  throw new HttpError(400, detail, errors);
}
