import { defineConfig } from 'vitest/config';

// End-to-end: Debian's Chromium against the built server on a throw-away DATA_DIR. One file at a time:
// they share the server and its demo data.
export default defineConfig({
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
