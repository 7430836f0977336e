import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempTrees } from './temp-tree';
import { cycles, describeCycles, importGraph } from '../../scripts/import-cycles.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const trees = tempTrees('import-cycles-');
const tree = trees.make;

const found = (root: string) => describeCycles(cycles(importGraph(root)), root);

afterEach(trees.remove);

describe('import cycles (issue 28 §2)', () => {
  it('the server has none, type-only imports included', () => {
    expect(found(join(ROOT, 'apps/server/src'))).toEqual([]);
  });

  it('finds a cycle closed by a type-only import, as types.ts importing from a module was', () => {
    const root = tree({
      'types.ts': "import type { Portal } from './modules/portal';\nexport type Deps = { portal: Portal };",
      'modules/portal/index.ts': "export type { Portal } from './portal';",
      'modules/portal/portal.ts':
        "import type { Deps } from '../../types';\nexport type Portal = { deps?: Deps };",
    });
    expect(found(root)).toEqual(['cycle of 3: modules/portal/index.ts, modules/portal/portal.ts, types.ts']);
  });

  it('finds two files importing each other, an export-from, a dynamic import and a file importing itself', () => {
    const root = tree({
      'a.ts': "import { b } from './b';\nexport const a = () => b;",
      'b.ts': "export { a as b } from './a.js';",
      'c.ts': "export const c = () => import('./d');",
      'd/index.ts': "import { c } from '../c';\nexport const d = c;",
      'e.ts': "import * as self from './e';\nexport const e = self;",
    });
    expect(found(root)).toEqual([
      'cycle of 2: a.ts, b.ts',
      'cycle of 2: c.ts, d/index.ts',
      'cycle of 1: e.ts',
    ]);
  });

  it('leaves out packages, one-way chains and tests', () => {
    const root = tree({
      'a.ts': "import { z } from 'zod/mini';\nimport { b } from './b';\nexport const a = [z, b];",
      'b.ts': "import { c } from './c';\nexport const b = c;",
      'c.ts': 'export const c = 1;',
      'c.test.ts': "import { a } from './a';\nimport { c } from './c';\nexport const t = [a, c];",
    });
    expect(found(root)).toEqual([]);
  });
});
