import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // jsdom pages type, lazy-load chunks and render Mantine: on a loaded 2-core CI machine a page test can
    // take several seconds of wall time without being wrong. Timeouts are not assertions.
    testTimeout: 20_000,
  },
});
