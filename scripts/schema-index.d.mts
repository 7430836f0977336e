// Types of scripts/schema-index.mjs, for tools/docs/schema-index.test.ts.
export const root: string;
export const SERVER_SRC: string;
export const BARREL: string;
/** Paths relative to apps/server/src: core table files in db/schema, then each module's schema.ts. */
export function schemaFiles(base?: string): string[];
export function renderBarrel(files: string[]): string;
