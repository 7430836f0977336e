// `npm test`: installs what is missing, then typecheck, lint, unit + server suites, build, end-to-end suite.
// Ends with one line: `total: N passed, N failed`. `--suite server` runs only the server suite (CI's
// PostgreSQL pass uses it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { root, run } from './lib.mjs';

const onlyServer =
  process.argv.includes('--suite') && process.argv[process.argv.indexOf('--suite') + 1] === 'server';
const totals = { passed: 0, failed: 0 };
const lines = [];
// How long each step took, in the summary: CI has a 60-minute budget and this says where it goes.
const took = (started) => `${Math.round((Date.now() - started) / 1000)} s`;

function check(name, step) {
  const started = Date.now();
  const code = step();
  if (code === 0) totals.passed += 1;
  else totals.failed += 1;
  lines.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${took(started)})`);
}

function vitest(name, args) {
  const started = Date.now();
  const out = join(root, '.tmp', `vitest-${name}.json`);
  rmSync(out, { force: true });
  // Output is captured as well as shown, so a run that fails without a failed test (an unhandled error in
  // a teardown, say) can point at its cause in the summary.
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 },
  );
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const code = result.status ?? 1;
  if (!existsSync(out)) {
    totals.failed += 1;
    lines.push(`FAIL ${name}: the runner did not report (exit ${code}, ${took(started)})`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // A file that failed to load has no tests but still failed: count it.
  const brokenFiles = report.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  const failed = report.numFailedTests + brokenFiles;
  totals.passed += report.numPassedTests;
  totals.failed += failed;
  const skipped = report.numPendingTests + report.numTodoTests;
  lines.push(
    `${failed === 0 && code === 0 ? 'ok  ' : 'FAIL'} ${name}: ${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${took(started)})`,
  );
  if (skipped) totals.failed += skipped; // a skipped test left behind is a defect
  if (code !== 0 && failed === 0) {
    totals.failed += 1;
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.split('\n');
    const at = output.findIndex((l) => /Unhandled|Error/.test(l));
    lines.push(
      `FAIL ${name}: runner exited with ${code}`,
      ...(at >= 0 ? output.slice(at, at + 25).map((l) => `     ${l}`) : []),
    );
  }
}

/**
 * A Debian package a suite needs: installed here when we run as root (as CI and the fresh-clone check do),
 * otherwise the run stops with the command to install it. Never skipped: a suite without its real client
 * proves nothing.
 */
function ensureDebianPackage(present, pkg, why) {
  if (present()) return;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log(`Installing Debian's ${pkg} for ${why}...`);
    run('apt-get', ['update', '-qq']);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['install', '-y', '-qq', pkg], { env }) === 0 && present()) return;
  }
  console.error(`${why} need Debian's '${pkg}' package: run \`sudo apt-get install ${pkg}\`.`);
  process.exit(1);
}

const ensureChromium = () =>
  ensureDebianPackage(() => existsSync('/usr/bin/chromium'), 'chromium', 'the end-to-end tests');

/** The RADIUS tests drive our server with Debian's radclient (freeradius-utils): a client nobody here wrote. */
const ensureRadclient = () =>
  ensureDebianPackage(
    () => spawnSync('radclient', ['-v'], { stdio: 'ignore' }).error === undefined,
    'freeradius-utils',
    'the RADIUS tests',
  );

ensureDeps();
ensureRadclient();
mkdirSync(join(root, '.tmp'), { recursive: true });
if (onlyServer) {
  vitest('server', ['--project', 'server*']);
} else {
  ensureChromium();
  check('typecheck', () => run('npx', ['tsc', '-b', 'tsconfig.json']));
  check('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']));
  // No import cycle in the server, type-only ones included (issue 28 §2): beside the linter, as a rule of its own.
  check('import cycles', () => run('node', ['scripts/import-cycles.mjs']));
  check('format', () => run('npx', ['prettier', '--check', '.', '--log-level=warn']));
  // The server suite first, on Vitest's default of one worker per core less one: in CI it runs beside the
  // PostgreSQL pass, which takes the other core for about as long (decisions 071, 093). Then the rest (web,
  // contract, tools) on every core: the PostgreSQL pass is over by then, so the second core is free.
  // Named apart from `--suite server`'s report file (.tmp/vitest-server.json): CI runs both at once.
  vitest('server suite', ['--project', 'server*']);
  vitest('unit', ['--project', '!server*', `--maxWorkers=${availableParallelism()}`]);
  const building = Date.now();
  buildAll();
  lines.push(`ok   build (${took(building)})`);
  // Each route's JavaScript, gzipped, within 170 KB (issue 29 §7, decisions 058, 104).
  check('route JavaScript budget', () => run('node', ['scripts/bundle-budget.mjs']));
  vitest('end-to-end', ['--config', 'e2e/vitest.config.ts']);
}
console.log(`\n${lines.join('\n')}`);
console.log(`total: ${totals.passed} passed, ${totals.failed} failed`);
// Not process.exit(): it would drop output still queued for a slow pipe (CI tees this), the total line
// last of all. Setting the code lets Node write everything out first.
process.exitCode = totals.failed === 0 ? 0 : 1;
