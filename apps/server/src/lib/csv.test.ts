import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRows } from './csv';

const SERVER_SRC = join(import.meta.dirname, '..');
const HELPER = 'lib/csv.ts';

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
    const offenders = sourceFiles()
      .filter((file) => file !== HELPER)
      .flatMap((file) =>
        packagesImportedBy(file)
          .filter((specifier) => /csv/i.test(specifier))
          .map((specifier) => `${file} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('sees the helper import csv-stringify (the scan reads the files it means to)', () => {
    expect(sourceFiles()).toContain(HELPER);
    expect(packagesImportedBy(HELPER)).toContain('csv-stringify/sync');
  });
});
