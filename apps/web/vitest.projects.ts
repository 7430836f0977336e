import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { graphSplit } from '../../scripts/vitest-isolation.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web suite as two Vitest projects (`--project 'web*'` runs both, decision 098): `web`, every file but
 * those that need a graph of their own (scripts/vitest-isolation.mjs), in one module graph and one jsdom per
 * worker (React, Mantine and the app's modules load once per worker instead of once per file);
 * `web-isolated`, those files, each in its own.
 * `src/test/setup.ts` runs for each file either way; its hooks clear the document, storage, notifications
 * and timers after every test.
 */
export function webProject(which: 'shared' | 'isolated') {
  return defineProject({
    plugins: [react()],
    test: {
      name: which === 'shared' ? 'web' : 'web-isolated',
      root,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      ...graphSplit(which, root, ['src'], ['src/**/*.test.{ts,tsx}']),
      css: false,
      restoreMocks: true,
      // jsdom pages type, lazy-load chunks and render Mantine: on a loaded 2-core CI machine a page test can
      // take several seconds of wall time without being wrong. Timeouts are not assertions.
      testTimeout: 30_000,
    },
  });
}
