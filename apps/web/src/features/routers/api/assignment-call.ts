import { httpWithStatus } from '../../../lib/http';

/** 200 = done (detail is the success text); 206 = partly refused (detail explains, shown as an error). */
export type AssignmentResult = { status: number; detail: string | undefined };

/** The router assignment calls answer {detail} with 200 or 206 (spec part 1 §7). */
export async function assignmentCall(
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
): Promise<AssignmentResult> {
  const { status, data } = await httpWithStatus<{ detail?: unknown } | undefined>(path, { method, body });
  return { status, detail: typeof data?.detail === 'string' ? data.detail : undefined };
}
