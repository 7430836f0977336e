import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const include = ['src/**/*.test.ts', 'tests/**/*.test.ts'];

/**
 * The server suite's test files that replace a module (`vi.mock`, `vi.doMock`).
 *
 * The `server` project shares one module graph between the files a worker runs (`isolate: false`, decision
 * 098). A replaced module needs a graph of its own: in a shared one the mock does not apply when the real
 * module is already loaded, or leaks into the files after it. The files are found by reading them, so a new
 * test that mocks runs in the isolated project without anyone listing it.
 */
function filesReplacingModules(): string[] {
  return ['src', 'tests'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${dir}/${file.split('\\').join('/')}`)
      .filter((file) => /\bvi\.(?:do)?mock\(/.test(readFileSync(join(root, file), 'utf8'))),
  );
}

/**
 * The server suite as two Vitest projects (`--project 'server*'` runs both): `server`, every file but those
 * that replace a module, in one module graph per worker (the app is imported once per worker instead of once
 * per file, which halves the suite); `server-isolated`, those files, each in a graph of its own.
 */
export function serverProject(which: 'shared' | 'isolated') {
  const replacing = filesReplacingModules();
  return defineProject({
    test: {
      name: which === 'shared' ? 'server' : 'server-isolated',
      root,
      environment: 'node',
      include: which === 'shared' ? include : replacing,
      exclude: which === 'shared' ? replacing : [],
      isolate: which === 'isolated',
      globalSetup: ['tests/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}
