import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { testFilesNeedingOwnGraph } from '../../scripts/vitest-isolation.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web suite as two Vitest projects (`--project 'web*'` runs both, decision 098): `web`, every file but
 * those that need a graph of their own (scripts/vitest-isolation.mjs), in one module graph and one jsdom per
 * worker (React, Mantine and the app's modules load once per worker instead of once per file);
 * `web-isolated`, those files, each in its own.
 * `src/test/setup.ts` runs before each file either way and leaves the shared document, storage and address
 * as a fresh one would be.
 */
export function webProject(which: 'shared' | 'isolated') {
  const replacing = testFilesNeedingOwnGraph(root, ['src']);
  return defineProject({
    plugins: [react()],
    test: {
      name: which === 'shared' ? 'web' : 'web-isolated',
      root,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: which === 'shared' ? ['src/**/*.test.{ts,tsx}'] : replacing,
      exclude: which === 'shared' ? replacing : [],
      isolate: which === 'isolated',
      css: false,
      restoreMocks: true,
      // jsdom pages type, lazy-load chunks and render Mantine: on a loaded 2-core CI machine a page test can
      // take several seconds of wall time without being wrong. Timeouts are not assertions.
      testTimeout: 30_000,
    },
  });
}
