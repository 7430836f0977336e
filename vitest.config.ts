import { defineConfig } from 'vitest/config';

// One runner for every suite; each workspace declares its own project, the server and the web two (decision 098).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'tools',
    ],
  },
});
