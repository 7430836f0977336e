import { defineConfig } from 'vitest/config';

// One runner for every suite; each workspace declares its own project.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'tools'],
  },
});
