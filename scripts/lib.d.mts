/** Newest modification time under the given paths, skipping build output and dependencies. */
export function newestMtime(paths: any): number;
/**
 * The node flags the server runs with, wherever it is started (npm start, the benches, the end-to-end
 * tests): apps/server/node-flags.json, why in docs/decisions/042-server-gc-flags-and-reply-cache.md.
 */
export function serverNodeFlags(): any;
/** Runs a command in the repository root with inherited output; returns its exit code. */
export function run(command: any, args: any, options?: {}): number;
export function mustRun(command: any, args: any, options?: {}): void;
export function checkNodeVersion(): void;
/** The TypeScript sources under `dir`, sorted: tests, declarations and dependencies left out. */
export function sourceFiles(dir: any): any;
export const root: string;
export function mtime(path: any): number;
export function isCommand(moduleUrl: any): boolean;
