import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { type CsvCell, csvRows } from './csv';

const SERVER_SRC = join(import.meta.dirname, '..');
const HELPER = 'lib/csv.ts';
/** This test, which reads csv-stringify as the oracle csvRows is held to. */
const ORACLE = 'lib/csv.test.ts';

describe('csvRows', () => {
  it('keeps text that starts with a formula character from becoming one (OWASP CSV injection)', () => {
    const cells = ["=cmd|'/C calc'!A0", '+1+2', '-2+3+cmd', '@SUM(A1)', '\t=1', '\r=1', '＝1+1'];
    const lines = csvRows([cells]);
    expect(lines).toBe(`'=cmd|'/C calc'!A0,'+1+2,'-2+3+cmd,'@SUM(A1),'\t=1,"'\r=1",'＝1+1\n`);
  });

  it('leaves other text, numbers (negative ones too) and yes/no as they are', () => {
    expect(csvRows([['Kigali = home', 'a-b', -3, 1.5, 0, true, false]])).toBe(
      'Kigali = home,a-b,-3,1.5,0,true,false\n',
    );
    // A number written as text is text: a client could have typed it.
    expect(csvRows([['-3']])).toBe("'-3\n");
  });

  it('writes the header line from the columns, and quotes cells holding commas, quotes or line breaks', () => {
    expect(csvRows([['a,b', 'say "hi"', 'two\nlines']], { columns: ['x', 'y', 'z'] })).toBe(
      'x,y,z\n"a,b","say ""hi""","two\nlines"\n',
    );
  });
});

/** csv-stringify with the options csvRows was first written on: what it must keep writing. */
const oracle = (rows: CsvCell[][], columns?: string[]) =>
  stringify(rows, {
    escape_formulas: true,
    cast: { boolean: (value) => String(value) },
    ...(columns && { header: true, columns }),
  });

describe('csvRows writes what csv-stringify with escape_formulas writes', () => {
  const pieces = [
    '',
    'a',
    ',',
    '"',
    '\n',
    '\r',
    '\r\n',
    '=',
    '+',
    '-',
    '@',
    '\t',
    '＝',
    '＋',
    '－',
    '＠',
    ' ',
    "'",
    'é',
    '1',
  ];
  // Every text of one or two pieces: each character that matters at the start, inside and at the end.
  const texts = pieces.flatMap((a) => pieces.map((b) => a + b));
  const numbers = [0, -0, 3, -3, 1.5, -1.5, 1e21, -1e-7, Number.NaN, Infinity, -Infinity];

  it('for each text, number and yes/no, alone and in a row, with a header or none', () => {
    for (const text of texts) expect(csvRows([[text]]), JSON.stringify(text)).toBe(oracle([[text]]));
    for (const number of numbers) expect(csvRows([[number]]), String(number)).toBe(oracle([[number]]));
    const row: CsvCell[] = [...texts, ...numbers, true, false];
    expect(csvRows([row, row.slice().reverse()])).toBe(oracle([row, row.slice().reverse()]));
    const header = texts.slice(0, row.length).map((t, i) => `${t}${i}`);
    expect(csvRows([row], { columns: header })).toBe(oracle([row], header));
    expect(csvRows([], { columns: ['x', '=y'] })).toBe(oracle([], ['x', '=y']));
    expect(csvRows([])).toBe(oracle([]));
    expect(csvRows([[]])).toBe(oracle([[]]));
  });
});

/** Every .ts file of the server's sources, as paths relative to src. */
function sourceFiles(dir = SERVER_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SERVER_SRC, path)] : [];
  });
}

const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The packages a source file imports (the app's own files, `./sheet-csv`, are relative and left out). */
const packagesImportedBy = (file: string) =>
  [...readFileSync(join(SERVER_SRC, file), 'utf8').matchAll(IMPORTED)]
    .map((match) => match[1]!)
    .filter((specifier) => !specifier.startsWith('.'));

describe('every CSV the server writes goes through lib/csv', () => {
  it('no other file imports a CSV package (csv-stringify or any other)', () => {
    // Tests may read CSV any way they like; this one holds csvRows to csv-stringify.
    const offenders = sourceFiles()
      .filter((file) => file !== HELPER && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        packagesImportedBy(file)
          .filter((specifier) => /csv/i.test(specifier))
          .map((specifier) => `${file} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('sees this test import csv-stringify (the scan reads the files it means to)', () => {
    expect(sourceFiles()).toContain(HELPER);
    expect(packagesImportedBy(ORACLE)).toContain('csv-stringify/sync');
  });
});
