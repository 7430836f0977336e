// The terms' version without zod, for the web app's first script (see plan-areas.ts); auth.ts re-exports it.
export const TERMS_VERSION = '1.0';
export const TERMS_EFFECTIVE_DATE = '03/24/2025';
