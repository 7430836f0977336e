/** Each source file under `dir` and the files it imports (relative imports only, type-only included). */
export function importGraph(dir: string): Map<string, string[]>;
/** The graph's cycles: the files of each strongly connected set of two or more (or of a self-import). */
export function cycles(graph: Map<string, string[]>): string[][];
/** One line per cycle, its files relative to `root`. */
export function describeCycles(found: string[][], root?: string): string[];
