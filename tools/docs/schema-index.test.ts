import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BARREL, renderBarrel, root, schemaFiles } from '../../scripts/schema-index.mjs';

/** Issue 28 §1: each module keeps its tables in its schema.ts; the barrel of them all is generated. */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-index-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, 'apps/server/src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

const TABLE = "export const t = pgTable('t', {});\n";

describe('schema barrel (issue 28 §1)', () => {
  it('is current: every module schema.ts and core table file, nothing else', () => {
    expect(readFileSync(join(root, BARREL), 'utf8'), 'run npm run schema:index').toBe(
      renderBarrel(schemaFiles()),
    );
    const cli = spawnSync(process.execPath, ['scripts/schema-index.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    // Every module that writes a table has a schema.ts (the owner table checks the rest).
    expect(schemaFiles()).toContain('modules/guest-access/schema.ts');
    expect(schemaFiles()).toContain('db/schema/list-counts.ts');
    expect(schemaFiles()).not.toContain('db/schema/money.ts'); // a column helper, no table
  });

  it('lists core table files first, then modules in order, and leaves helpers and modules without tables out', () => {
    const dir = fixture({
      'db/schema/index.ts': '',
      'db/schema/money.ts': 'export const money = () => 1;\n',
      'db/schema/rate-limit.ts': TABLE,
      'modules/smes/schema.ts': TABLE,
      'modules/billing/schema.ts': TABLE,
      'modules/billing/schema.test.ts': TABLE,
      'modules/health/routes.ts': 'export {};\n',
    });
    expect(schemaFiles(dir)).toEqual([
      'db/schema/rate-limit.ts',
      'modules/billing/schema.ts',
      'modules/smes/schema.ts',
    ]);
    expect(
      renderBarrel(schemaFiles(dir))
        .split('\n')
        .filter((l) => l.startsWith('export')),
    ).toEqual([
      "export * from './rate-limit';",
      "export * from '../../modules/billing/schema';",
      "export * from '../../modules/smes/schema';",
    ]);
  });
});
