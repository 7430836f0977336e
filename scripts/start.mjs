// `npm start`: install when needed, build when needed, then run the server (it migrates and seeds itself).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { root, serverNodeFlags } from './lib.mjs';

ensureDeps();
buildAll();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', ...serverNodeFlags(), join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? join(root, 'apps/web/dist') },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
