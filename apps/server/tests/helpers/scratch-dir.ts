import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A fresh folder under the system temp dir, removed when the calling test finishes (pass or fail),
 * so hundreds of runs on one machine do not leave hundreds of DATA_DIRs holding JWT secrets behind.
 * Call it inside a test; suite-wide sandboxes remove themselves in afterAll instead.
 */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
