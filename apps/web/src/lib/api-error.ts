export type FieldErrors = Record<string, string[]>;

/** Every failed call becomes this: `{detail}` or Django REST style field errors `{field: [msg]}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail?: string;
  readonly fieldErrors?: FieldErrors;

  constructor(input: { status: number; detail?: string; fieldErrors?: FieldErrors }) {
    super(input.detail ?? `HTTP ${input.status}`);
    this.name = 'ApiError';
    this.status = input.status;
    this.detail = input.detail;
    this.fieldErrors = input.fieldErrors;
  }
}

export const NETWORK_ERROR_TEXT = 'Request failed. Check your internet connection.';

const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Reads an error body: `{"detail": "..."}`, `{"field": ["msg"]}` or anything else. */
export function parseErrorBody(status: number, body: unknown): ApiError {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return new ApiError({ status });
  const record = body as Record<string, unknown>;
  const detail = typeof record.detail === 'string' ? record.detail : undefined;
  const fieldErrors: FieldErrors = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'detail') continue;
    if (isStringArray(value)) fieldErrors[key] = value;
    else if (typeof value === 'string') fieldErrors[key] = [value];
  }
  const hasFields = Object.keys(fieldErrors).length > 0;
  const nonField = fieldErrors.non_field_errors?.[0];
  return new ApiError({
    status,
    detail: detail ?? nonField,
    fieldErrors: hasFields ? fieldErrors : undefined,
  });
}

/** The first message of a field, as the forms show it under the field. */
export const firstFieldError = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? error.fieldErrors?.[field]?.[0] : undefined;

/** The server's explanation: its detail, else the first field message, else nothing. */
export const serverMessage = (error: unknown): string | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.detail) return error.detail;
  const first = Object.values(error.fieldErrors ?? {})[0];
  return first?.[0];
};

/** Shows each server field error under its field (first message, as the spec's forms do). */
export function applyFieldErrors(
  form: { setFieldError: (field: string, message: string) => void },
  error: unknown,
  fields: readonly string[],
): void {
  for (const field of fields) {
    const message = firstFieldError(error, field);
    if (message) form.setFieldError(field, message);
  }
}
