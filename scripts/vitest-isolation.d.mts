/** The test files under `dirs` (relative to `root`) that need a module graph of their own (vi.mock, or a comment). */
export function testFilesNeedingOwnGraph(root: string, dirs: string[]): string[];
