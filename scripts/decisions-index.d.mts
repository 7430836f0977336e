// Types of scripts/decisions-index.mjs, for tools/docs/decisions.test.ts.

export type Decision = {
  /** The record's number, `042`, from its file name. */
  number: string;
  /** Its file name inside the decisions folder. */
  file: string;
  title: string;
  /** `YYYY-MM-DD`, or '' when the record has no Date line. */
  date: string;
  /** The Status line's text, or '' when the record has none. */
  status: string;
  /** The record numbers the status names ("amended by 043, 045"). */
  references: string[];
  /** What is missing or malformed in the record itself; empty when nothing is. */
  problems: string[];
};

export const decisionsDir: string;
export const INDEX_FILE: string;
export function isValidDate(text: string): boolean;
export function referencesOf(status: string): string[];
export function parseDecision(file: string, text: string): Decision;
export function readDecisions(dir?: string): Decision[];
export function renderIndex(decisions: Decision[]): string;
export function recordProblems(decisions: Decision[]): string[];
export function problems(dir?: string): string[];
