import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { graphSplit } from '../../../scripts/vitest-isolation.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The server suite as two Vitest projects (`--project 'server*'` runs both): `server`, every file but those
 * that need a graph of their own (scripts/vitest-isolation.mjs), in one module graph per worker (the app is
 * imported once per worker instead of once per file, which halves the suite); `server-isolated`, those
 * files, each in a graph of its own.
 */
export function serverProject(which: 'shared' | 'isolated') {
  return defineProject({
    test: {
      name: which === 'shared' ? 'server' : 'server-isolated',
      root,
      environment: 'node',
      ...graphSplit(which, root, ['src', 'tests'], ['src/**/*.test.ts', 'tests/**/*.test.ts']),
      globalSetup: ['tests/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
