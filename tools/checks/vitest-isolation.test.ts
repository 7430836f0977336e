import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempTrees } from './temp-tree';
import { graphSplit, testFilesNeedingOwnGraph } from '../../scripts/vitest-isolation.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const trees = tempTrees('vitest-isolation-');
const tree = trees.make;

afterEach(trees.remove);

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

  it('splits a suite: the shared project runs every file but those, in one graph; the isolated one, those', () => {
    const root = tree({ 'src/mocks.test.ts': "vi.mock('./x');\n", 'src/plain.test.ts': '\n' });
    const include = ['src/**/*.test.ts'];
    expect(graphSplit('shared', root, ['src'], include)).toEqual({
      include,
      exclude: ['src/mocks.test.ts'],
      isolate: false,
    });
    expect(graphSplit('isolated', root, ['src'], include)).toEqual({
      include: ['src/mocks.test.ts'],
      exclude: [],
      isolate: true,
    });
  });

  it('puts the repository files that mock in the isolated projects', () => {
    const server = testFilesNeedingOwnGraph(join(ROOT, 'apps/server'), ['src', 'tests']);
    const web = testFilesNeedingOwnGraph(join(ROOT, 'apps/web'), ['src']);
    expect(server).toContain('tests/vouchers-revoke.test.ts');
    expect(web).toContain('src/lib/notify.test.ts');
    expect(web).toContain('src/app/first-frame.test.tsx');
  });
});
