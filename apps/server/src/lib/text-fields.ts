import { textProblem } from '@ared/contract/common';

const MAX_REPORTED = 20;

/**
 * Field errors for every string in a parsed body, query or form that cannot be stored as text (a NUL
 * character, a lone surrogate), keyed like the validator's field errors ('services.os.0.name'). Walked
 * without recursion: a deeply nested body must not overflow the stack.
 */
export function textFieldErrors(value: unknown): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  let found = 0;
  const pending: { path: string; value: unknown }[] = [{ path: '', value }];
  while (pending.length > 0 && found < MAX_REPORTED) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const problem = textProblem(next.value);
      if (problem) {
        (errors[next.path || 'non_field_errors'] ??= []).push(problem);
        found += 1;
      }
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, child] of Object.entries(next.value))
        pending.push({ path: next.path ? `${next.path}.${key}` : key, value: child });
    }
  }
  return found > 0 ? errors : null;
}
