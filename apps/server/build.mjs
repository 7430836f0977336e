// Bundles the server into dist/main.js (or `--outfile <path>` under apps/server: the cluster check's own
// bundle, built beside npm test's). Workspace packages (TypeScript sources) are bundled in; every
// dependency from the registry stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@ared/'));
const at = process.argv.indexOf('--outfile');
const outfile = at > 0 ? process.argv[at + 1] : 'dist/main.js';

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pino', '@node-rs/*'],
  logLevel: 'warning',
});
