/** A form body (application/x-www-form-urlencoded): repeated names (checkboxes) become lists. */
export type FormBody = Record<string, string | string[]>;

export function parseForm(body: string): FormBody {
  const form: FormBody = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const before = form[name];
    form[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return form;
}

/** The form's single values (a repeated name keeps its first), for the fields that take one. */
export function singleValues(form: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!form || typeof form !== 'object') return out;
  for (const [name, value] of Object.entries(form as Record<string, unknown>)) {
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[name] = value[0];
  }
  return out;
}
