// The index of the decision records (docs/decisions/README.md), written from the records themselves.
//
//   node scripts/decisions-index.mjs           writes docs/decisions/README.md (npm run docs:decisions)
//   node scripts/decisions-index.mjs --check   writes nothing; exits 1 when a record is malformed or the
//                                               index is not what this script would write
//
// Plain Node, no dependencies. The functions are exported for tools/docs/decisions.test.ts.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isCommand } from './lib.mjs';

/** The repository's records: docs/decisions. */
export const decisionsDir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));

export const INDEX_FILE = 'README.md';

const RECORD_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
// `# 042: Title`; 038–041 were written `# 038 — Title`, which is read the same way.
const HEADING = /^# (\d{3})(?::| —) +(\S.*)$/;
const DATE_LINE = /^- Date: (.*)$/;
const STATUS_LINE = /^- Status: (.*)$/;
const VALID_STATUS = /^(?:accepted\b|superseded by \d{3}\b)/;
// Every record number a status names: "superseded by 042", "amended by 013, 021", "by 043 and 045".
const REFERENCES = /\bby +(\d{3}(?:(?: *, *| +and +)\d{3})*)/g;

/** True for a YYYY-MM-DD date that exists (2026-02-30 does not). */
export function isValidDate(text) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The record numbers a status line names after "by". */
export function referencesOf(status) {
  const numbers = [];
  for (const match of status.matchAll(REFERENCES)) numbers.push(...(match[1]?.match(/\d{3}/g) ?? []));
  return numbers;
}

/**
 * One record read from its text. The heading is the first line, then a blank line, then the `- Date:` and
 * `- Status:` lines (in that order, as a list), then a blank line. `problems` says what is missing or
 * malformed (empty when nothing is).
 */
export function parseDecision(file, text) {
  const problems = [];
  const fileMatch = RECORD_FILE.exec(file);
  if (!fileMatch) problems.push('its file name is not NNN-some-words.md');
  const lines = text.replace(/\r\n/g, '\n').split('\n');

  const heading = HEADING.exec(lines[0] ?? '');
  if (!heading) problems.push('its first line is not a heading "# NNN: Title"');
  else if (fileMatch && heading[1] !== fileMatch[1])
    problems.push(`its heading says ${heading[1]} but its file name ${fileMatch[1]}`);
  if (lines[1] !== '') problems.push('the heading is not followed by a blank line');

  // The list right below the heading's blank line.
  let end = 2;
  while (end < lines.length && lines[end]?.startsWith('- ')) end += 1;
  const list = lines.slice(2, end);
  const dateAt = list.findIndex((line) => DATE_LINE.test(line));
  const statusAt = list.findIndex((line) => STATUS_LINE.test(line));

  const date = dateAt < 0 ? '' : (DATE_LINE.exec(list[dateAt] ?? '')?.[1]?.trim() ?? '');
  if (dateAt < 0) problems.push('no "- Date: YYYY-MM-DD" line below the heading');
  else if (!isValidDate(date)) problems.push(`its date "${date}" is not a real YYYY-MM-DD date`);

  const status = statusAt < 0 ? '' : (STATUS_LINE.exec(list[statusAt] ?? '')?.[1]?.trim() ?? '');
  if (statusAt < 0) problems.push('no "- Status: …" line below the heading');
  else if (!VALID_STATUS.test(status))
    problems.push(`its status "${status}" starts neither with "accepted" nor with "superseded by NNN"`);

  if (dateAt >= 0 && statusAt >= 0) {
    if (dateAt !== 0 || statusAt !== 1)
      problems.push('the Date and Status lines are not the first two below the heading');
    else if (list.length > 2 || (end < lines.length && lines[end] !== ''))
      problems.push('the Status line is not followed by a blank line');
  }

  return {
    number: fileMatch?.[1] ?? heading?.[1] ?? '',
    file,
    title: heading?.[2]?.trim() ?? '',
    date,
    status,
    references: referencesOf(status),
    problems,
  };
}

/** Every record of `dir` (every .md file but the index), in file-name order. */
export function readDecisions(dir = decisionsDir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== INDEX_FILE)
    .sort()
    .map((file) => parseDecision(file, readFileSync(join(dir, file), 'utf8')));
}

const cell = (text) => text.replace(/\|/g, '\\|');

// Prettier pads every cell of a Markdown table to its column's width and fills the delimiter row with dashes,
// at least three. The table is written that way so that `prettier --check` and `--check` here agree. Widths
// are counted in code points (Prettier counts East Asian wide characters twice; no title has one).
const width = (text) => [...text].length;

function table(header, rows) {
  const widths = header.map((_, column) =>
    Math.max(3, ...[header, ...rows].map((row) => width(row[column] ?? ''))),
  );
  const line = (row) =>
    `| ${row.map((text, column) => text + ' '.repeat((widths[column] ?? 0) - width(text))).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The index as this script writes it: Prettier leaves it unchanged. */
export function renderIndex(decisions) {
  const rows = decisions.map((d) => [d.number, `[${cell(d.title)}](${d.file})`, d.date, cell(d.status)]);
  return `<!-- Generated from the records by scripts/decisions-index.mjs: run \`npm run docs:decisions\`, do not edit. -->

# Decision records

A decision record says why the project is built the way it is wherever a newcomer might ask: what was chosen,
what it was weighed against, what was measured and what it costs. There is one file per decision, numbered in
the order the decisions were taken. The code says what is done; the record says why.

## Adding a record

Take the next free number and name the file \`NNN-a-few-words.md\`. It starts with its heading and two lines:

\`\`\`md
# 047: What was decided

- Date: YYYY-MM-DD
- Status: accepted

## Why

…
\`\`\`

then the body: why (the context, what was measured), the decision, what it costs and what was ruled out.
The date is the day the record is first committed. Run \`npm run docs:decisions\` to regenerate this index.

## Status

- \`accepted\`: the decision holds.
- \`accepted; amended by N\`: it holds, but a later record N changes part of it: read both.
- \`accepted; part superseded by N\`: a part of it no longer holds; record N says which and what replaced it.
- \`superseded by N\`: record N replaced it whole; it is kept for the history.

A decision that is replaced is marked \`superseded by N\` in its Status line, never rewritten; the new record
says what it replaces. Several numbers are listed as \`amended by 043, 045\`, and a note in parentheses may
follow (\`accepted (issue 27)\`). \`npm run docs:decisions -- --check\` and \`tools/docs/decisions.test.ts\` fail
when a record has no real date or no status, when a status names a record that does not exist, or when this
index is not current.

## Records

${table(['#', 'Decision', 'Date', 'Status'], rows)}
`;
}

/** A short description of how `actual` differs from `expected`. */
function describeDifference(expected, actual) {
  const want = expected.split('\n');
  const have = actual.split('\n');
  let line = 0;
  while (line < want.length && line < have.length && want[line] === have[line]) line += 1;
  return [
    `first difference at line ${line + 1}:`,
    `  expected: ${want[line] ?? '(end of file)'}`,
    `  found:    ${have[line] ?? '(end of file)'}`,
  ].join('\n');
}

/** The problems of the records themselves (not of the index), one message per problem. */
export function recordProblems(decisions) {
  const found = [];
  const numbers = new Map();
  for (const d of decisions) {
    for (const problem of d.problems) found.push(`${d.file}: ${problem}`);
    if (d.number) numbers.set(d.number, [...(numbers.get(d.number) ?? []), d.file]);
  }
  for (const [number, files] of numbers)
    if (files.length > 1) found.push(`record number ${number} is used by ${files.join(' and ')}`);
  for (const d of decisions)
    for (const ref of d.references) {
      if (ref === d.number) found.push(`${d.file}: its status names the record itself (${ref})`);
      else if (!numbers.has(ref))
        found.push(`${d.file}: its status names record ${ref}, which does not exist`);
    }
  return found;
}

/** Everything `--check` reports for `dir`: malformed records, and an index that is missing or stale. */
export function problems(dir = decisionsDir) {
  const decisions = readDecisions(dir);
  const found = recordProblems(decisions);
  const indexPath = join(dir, INDEX_FILE);
  const expected = renderIndex(decisions);
  if (!existsSync(indexPath)) found.push(`${INDEX_FILE} is missing: run npm run docs:decisions`);
  else {
    const actual = readFileSync(indexPath, 'utf8');
    if (actual !== expected)
      found.push(
        `${INDEX_FILE} is not current: run npm run docs:decisions\n${describeDifference(expected, actual)}`,
      );
  }
  return found;
}

function main(args) {
  const dir = decisionsDir;
  if (args.includes('--check')) {
    const found = problems(dir);
    for (const problem of found) console.error(problem);
    if (found.length > 0) return 1;
    console.log(`docs/decisions: ${readDecisions(dir).length} records, index current`);
    return 0;
  }
  const decisions = readDecisions(dir);
  const found = recordProblems(decisions);
  if (found.length > 0) {
    for (const problem of found) console.error(problem);
    console.error(`${INDEX_FILE} not written: fix the records first`);
    return 1;
  }
  writeFileSync(join(dir, INDEX_FILE), renderIndex(decisions));
  console.log(`docs/decisions/${INDEX_FILE}: ${decisions.length} records`);
  return 0;
}

if (isCommand(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
