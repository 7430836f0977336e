import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './config';

export const INSTALL_HINT = 'apt-get install -y python3-djangorestframework python3-psycopg2 gunicorn wrk';
const PYTHON_MODULES = ['rest_framework', 'psycopg2', 'django'] as const;

export type Prerequisites = { refDir: string; gunicorn: string; wrk: string };

const which = (command: string): string | null => {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
};

/**
 * The Python that runs gunicorn: the interpreter of its `#!` line. Debian's gunicorn runs /usr/bin/python3,
 * which may not be the `python3` first on PATH (pyenv), and only that one must have Django and DRF.
 */
function gunicornPython(gunicorn: string): string {
  const firstLine = readFileSync(gunicorn, 'utf8').slice(0, 200).split('\n')[0] ?? '';
  const interpreter = firstLine.startsWith('#!') ? firstLine.slice(2).trim().split(/\s+/) : [];
  return interpreter[0] === '/usr/bin/env' ? (interpreter[1] ?? 'python3') : (interpreter[0] ?? 'python3');
}

/**
 * The DRF reference (`<repo>/../shared/reference/drf/`, or REF_DIR) and the Debian tools it needs. Prints
 * everything missing with the install command and exits non-zero, before anything is started.
 */
export function checkPrerequisites(): Prerequisites {
  const refDir = resolve(process.env.REF_DIR ?? join(ROOT, '..', 'shared', 'reference', 'drf'));
  const missing: string[] = [];
  if (!existsSync(join(refDir, 'refsite', 'wsgi.py')))
    missing.push(`the DRF reference at ${refDir} (refsite/wsgi.py); set REF_DIR to its folder`);
  const gunicorn = which('gunicorn');
  const wrk = which('wrk');
  if (!gunicorn) missing.push('gunicorn (the command)');
  if (!wrk) missing.push('wrk (the command)');
  const python = gunicorn ? gunicornPython(gunicorn) : 'python3';
  for (const module of PYTHON_MODULES) {
    if (spawnSync(python, ['-c', `import ${module}`], { stdio: 'ignore' }).status !== 0)
      missing.push(`Python module ${module} (for ${python})`);
  }
  if (!existsSync(join(ROOT, 'apps', 'server', 'dist', 'main.js')))
    missing.push('the built server apps/server/dist/main.js (npm run build)');
  if (missing.length > 0) {
    console.error(`bench:api cannot run; missing:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
    console.error(`Install the reference's Debian packages with:\n  ${INSTALL_HINT}`);
    process.exit(2);
  }
  return { refDir, gunicorn: gunicorn!, wrk: wrk! };
}
