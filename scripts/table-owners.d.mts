// Types of scripts/table-owners.mjs, for tools/docs/table-owners.test.ts.

export type Table = { constant: string; name: string; file: string };
export type Write = {
  /** Null when the target is computed at run time and no DYNAMIC_WRITES entry declares it. */
  table: string | null;
  verb: 'insert' | 'update' | 'delete' | 'merge' | 'truncate';
  /** Relative to apps/server/src. */
  file: string;
  line: number;
  writer: string;
  via: 'drizzle' | 'sql' | 'declared' | 'dynamic';
};
/** Another module's table named in a module's SQL text. */
export type Read = { table: string; holder: string; file: string; line: number; reader: string };
export type Scan = { tables: Table[]; writes: Write[]; reads?: Read[]; dynamicWrites?: DynamicWrites };
export type Owner = {
  table: string;
  file: string;
  /** The module whose schema.ts declares the table, or `core` for db/schema. */
  holder: string;
  writers: string[];
  demo: string[];
  owner: string | null;
};
export type Violation = {
  table: string;
  writers: string[];
  kind: 'shared' | 'foreign' | 'core' | 'named' | 'dynamic' | 'stale' | 'fixed';
  where: string[];
  message: string;
};
export type KnownViolation = { table: string; writers: string[]; reason: string };
export type DynamicWrites = Record<string, { tables: string[]; reason: string }>;

export const root: string;
export const DOC: string;
export const START: string;
export const END: string;
export const NOT_OWNERS: Set<string>;
export const CORE_TABLES: Record<string, string>;
export function holderOf(file: string): string;
export const DYNAMIC_WRITES: DynamicWrites;
export const KNOWN_VIOLATIONS: KnownViolation[];

export function lex(src: string): {
  code: string;
  strings: { start: number; text: string; offsets: number[]; exprs: { text: string; start: number }[] }[];
};
export function readTables(root: string): Table[];
export function writerOf(path: string): string;
export function scanWrites(root: string, options?: { tables?: Table[]; dynamicWrites?: DynamicWrites }): Scan;
export function owners(scan: Scan): Owner[];
export function violations(
  scan: Scan,
  options?: { known?: KnownViolation[]; coreTables?: Record<string, string> },
): { violations: Violation[]; known: Violation[] };
export function formatViolation(violation: Violation): string;
export function renderOwnerTable(scan: Scan, options?: { known?: KnownViolation[] }): string;
export function withOwnerBlock(doc: string, block: string): string;
