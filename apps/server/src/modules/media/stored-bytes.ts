import type { FileStore } from '../../lib/file-store';

/**
 * Removes stored files (main files, thumbnails) whose rows are gone. A failure to delete one is not the
 * caller's: the row is already deleted, so the bytes are unreachable either way, and the others still go.
 */
export async function deleteStoredFiles(
  files: FileStore,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  await Promise.allSettled(
    keys.filter((key): key is string => typeof key === 'string').map((key) => files.delete(key)),
  );
}
