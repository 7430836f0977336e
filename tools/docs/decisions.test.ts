import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  INDEX_FILE,
  isValidDate,
  parseDecision,
  problems,
  readDecisions,
  referencesOf,
  renderIndex,
} from '../../scripts/decisions-index.mjs';

const script = join(import.meta.dirname, '..', '..', 'scripts', 'decisions-index.mjs');

const record = (number: string, title: string, date: string | null, status: string | null): string =>
  [
    `# ${number}: ${title}`,
    '',
    ...(date === null ? [] : [`- Date: ${date}`]),
    ...(status === null ? [] : [`- Status: ${status}`]),
    '',
    '## Why',
    '',
    'Because.',
    '',
  ].join('\n');

const dirs: string[] = [];

/** A decisions folder holding `records` (file name → text) and, unless told not to, a current index. */
function decisionsFolder(records: Record<string, string>, { index = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'decisions-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(records)) writeFileSync(join(dir, file), text);
  if (index) writeFileSync(join(dir, INDEX_FILE), renderIndex(readDecisions(dir)));
  return dir;
}

const good = {
  '001-first.md': record('001', 'The first way', '2026-11-21', 'superseded by 002'),
  '002-second.md': record('002', 'The second way', '2026-11-23', 'accepted (issue 9); amended by 003'),
  '003-third.md': record('003', 'A detail of the second way', '2026-11-24', 'accepted'),
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the repository’s decision records', () => {
  it('all have a date and a status, name only records that exist, and the index is current', () => {
    expect(problems()).toEqual([]);
    const decisions = readDecisions();
    expect(decisions.length).toBeGreaterThanOrEqual(46);
    for (const d of decisions) {
      expect(isValidDate(d.date), d.file).toBe(true);
      expect(d.status, d.file).toMatch(/^(accepted|superseded by \d{3})/);
    }
  });

  it('npm run docs:decisions -- --check passes', () => {
    const result = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('scripts/decisions-index.mjs', () => {
  it('reads number, title, date, status and the records a status names', () => {
    const d = parseDecision(
      '038-analytics.md',
      '# 038 — Analytics\n\n- Date: 2026-11-24\n- Status: accepted\n',
    );
    expect(d).toMatchObject({ number: '038', title: 'Analytics', date: '2026-11-24', status: 'accepted' });
    expect(d.problems).toEqual([]);
    expect(referencesOf('accepted; amended by 043, 045 and 046')).toEqual(['043', '045', '046']);
    expect(referencesOf('accepted; part superseded by 042 (the flags)')).toEqual(['042']);
    expect(referencesOf('accepted (issue 27)')).toEqual([]);
  });

  it('takes only dates that exist', () => {
    expect(isValidDate('2026-11-28')).toBe(true);
    expect(isValidDate('2024-02-29')).toBe(true);
    for (const date of [
      '2026-02-30',
      '2023-02-29',
      '2026-13-01',
      '2026-00-10',
      '26-11-28',
      '2026-11-28x',
      '',
    ])
      expect(isValidDate(date), date).toBe(false);
  });

  it('reports nothing for well-formed records and a current index', () => {
    expect(problems(decisionsFolder(good))).toEqual([]);
  });

  it('reports a record without a Date line', () => {
    const dir = decisionsFolder({ ...good, '004-undated.md': record('004', 'Undated', null, 'accepted') });
    expect(problems(dir)).toEqual(['004-undated.md: no "- Date: YYYY-MM-DD" line below the heading']);
  });

  it('reports an impossible date', () => {
    const dir = decisionsFolder({
      ...good,
      '004-feb.md': record('004', 'February', '2026-02-30', 'accepted'),
    });
    expect(problems(dir)).toEqual(['004-feb.md: its date "2026-02-30" is not a real YYYY-MM-DD date']);
  });

  it('reports a missing or unknown status', () => {
    const dir = decisionsFolder({
      ...good,
      '004-none.md': record('004', 'No status', '2026-11-25', null),
      '005-odd.md': record('005', 'Odd status', '2026-11-25', 'proposed'),
    });
    expect(problems(dir)).toEqual([
      '004-none.md: no "- Status: …" line below the heading',
      '005-odd.md: its status "proposed" starts neither with "accepted" nor with "superseded by NNN"',
    ]);
  });

  it('reports Date and Status lines out of place', () => {
    const dir = decisionsFolder({
      ...good,
      '004-swapped.md': '# 004: Swapped\n\n- Status: accepted\n- Date: 2026-11-25\n\nBody.\n',
      '005-glued.md': '# 005: Glued\n\n- Date: 2026-11-25\n- Status: accepted\nBody.\n',
    });
    expect(problems(dir)).toEqual([
      '004-swapped.md: the Date and Status lines are not the first two below the heading',
      '005-glued.md: the Status line is not followed by a blank line',
    ]);
  });

  it('reports a status naming a record that does not exist', () => {
    const dir = decisionsFolder({
      ...good,
      '004-gone.md': record('004', 'Gone', '2026-11-25', 'superseded by 999'),
    });
    expect(problems(dir)).toEqual(['004-gone.md: its status names record 999, which does not exist']);
  });

  it('reports a heading whose number is not the file’s, and a number used twice', () => {
    const dir = decisionsFolder({
      ...good,
      '003-again.md': record('004', 'Again', '2026-11-25', 'accepted'),
    });
    expect(problems(dir)).toEqual([
      '003-again.md: its heading says 004 but its file name 003',
      'record number 003 is used by 003-again.md and 003-third.md',
    ]);
  });

  it('reports a stale or missing index', () => {
    const dir = decisionsFolder(good);
    writeFileSync(join(dir, '004-later.md'), record('004', 'Added later', '2026-11-25', 'accepted'));
    const [problem, ...rest] = problems(dir);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^README\.md is not current: run npm run docs:decisions\nfirst difference at line \d+:/,
    );
    expect(problem).toContain('Added later');

    expect(problems(decisionsFolder(good, { index: false }))).toEqual([
      'README.md is missing: run npm run docs:decisions',
    ]);
  });

  it('links every record in the index', () => {
    const index = renderIndex(readDecisions(decisionsFolder(good)));
    expect(index).toContain('| 001 | [The first way](001-first.md)');
    expect(index).toContain('| 2026-11-23 | accepted (issue 9); amended by 003 |');
  });
});
