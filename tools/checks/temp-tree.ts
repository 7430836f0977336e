import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Throw-away source trees for the checks' tests: `make(files)` writes path → contents under a new temporary
 * directory and returns it; `remove()` deletes the last one made (call it in `afterEach`).
 */
export function tempTrees(prefix: string) {
  let dir: string | null = null;
  return {
    make(files: Record<string, string>): string {
      dir = mkdtempSync(join(tmpdir(), prefix));
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      return dir;
    },
    remove(): void {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = null;
    },
  };
}
