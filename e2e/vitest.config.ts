import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Files run one at a time in name order (01-…, 02-…): they share one server and its demo data, and the
 * first sign-in of each demo account is the one that meets the terms modal.
 */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: ByName },
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
