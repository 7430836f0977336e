/** Control characters (NUL among them) and lone UTF-16 surrogates (\p{Cs} in a `u` regex): not stored as text. */
const UNSTORABLE = /[\p{Cc}\p{Cs}]/gu;

/**
 * The name an upload is shown under when the form gives none: the client's file name without its folders
 * ('../../x' → 'x'), at most 255 characters, without what PostgreSQL text cannot hold (a NUL) or a browser
 * never sends (control characters). The cut at 255 may halve an emoji, so the unpaired half goes after it.
 * Only ever shown and compared, never used to build a path (keys are random, decision 026).
 */
export function clientFileName(filename: string, fallback: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  return base.replace(UNSTORABLE, '').trim().slice(0, 255).replace(UNSTORABLE, '') || fallback;
}
