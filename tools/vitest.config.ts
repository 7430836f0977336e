import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    environment: 'node',
    include: ['eslint/**/*.test.ts', 'docs/**/*.test.ts', 'checks/**/*.test.ts'],
  },
});
