import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testFilesNeedingOwnGraph } from '../../scripts/vitest-isolation.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
let dir: string | null = null;

/** A throw-away source tree: path → contents. */
function tree(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'vitest-isolation-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('test files that need a module graph of their own (decision 098)', () => {
  it('finds the files that mock a module or say why in a comment, and no other', () => {
    const root = tree({
      'src/a/mocks.test.ts': "vi.mock('./codes', () => ({}));\n",
      'src/a/does-mock.test.tsx': "beforeEach(() => vi.doMock('./x'));\n",
      'src/b/lazy.test.tsx': '// @own-module-graph: checks the page before its lazy chunk has loaded\n',
      'src/b/plain.test.ts': "import { it } from 'vitest';\nit('adds', () => {});\n",
      'src/b/spies.test.ts': "vi.spyOn(console, 'log'); vi.mocked(fn);\n",
      'src/b/mentions.test.ts': "it('a comment about @own-module-graph in a sentence', () => {});\n",
      'src/c/helper.ts': "vi.mock('./not-a-test');\n",
      'tests/server.test.ts': "vi.mock('../src/disconnect');\n",
    });
    expect(testFilesNeedingOwnGraph(root, ['src', 'tests']).sort()).toEqual([
      'src/a/does-mock.test.tsx',
      'src/a/mocks.test.ts',
      'src/b/lazy.test.tsx',
      'tests/server.test.ts',
    ]);
  });

  it('puts the repository files that mock in the isolated projects', () => {
    const server = testFilesNeedingOwnGraph(join(ROOT, 'apps/server'), ['src', 'tests']);
    const web = testFilesNeedingOwnGraph(join(ROOT, 'apps/web'), ['src']);
    expect(server).toContain('tests/vouchers-revoke.test.ts');
    expect(web).toContain('src/lib/notify.test.ts');
    expect(web).toContain('src/app/first-frame.test.tsx');
  });
});
