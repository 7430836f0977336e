/** The test files under `dirs` (relative to `root`) that need a module graph of their own (vi.mock, or a comment). */
export function testFilesNeedingOwnGraph(root: string, dirs: string[]): string[];
/** What a suite's `shared` or `isolated` project runs: its files and whether each gets a graph of its own. */
export function graphSplit(
  which: 'shared' | 'isolated',
  root: string,
  dirs: string[],
  include: string[],
): { include: string[]; exclude: string[]; isolate: boolean };
