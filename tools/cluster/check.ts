// `npm run cluster:check -w tools`: the short version of the cluster scenario that CI runs (issue 33 §5,
// decision 082). Two replicas behind HAProxy on a PostgreSQL primary with a synchronous standby, under a
// light mixed load; one replica is killed with SIGKILL. It fails unless: every write the API acknowledged is
// found in the database, no scheduled job ran twice in a period and the survivor kept running them, HAProxy
// took the dead replica out, and a logout through one replica ended the session on the other in time.
// `--main <file>` runs a server bundle of its own (CI builds one, so `npm test`'s build runs beside it).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { countLedger, nothingLost } from '../bench/cluster-ledger';
import { runMixedLoad } from '../bench/cluster-load';
import { seedClusterWorld } from '../bench/cluster-world';
import { startCluster } from './cluster';
import { CHECK_FALL, CHECK_INTERVAL_MS } from './haproxy';
import { periodsRunTwice, readJobRuns } from './job-runs';
import { logoutWindowSeconds } from './logout-across';

const ROOT = join(import.meta.dirname, '..', '..');
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** Jobs given a 2-second period here, so a short run sees many periods of each. */
const FAST_JOBS = ['alerts-evaluation', 'analytics-rollup', 'mobile-money-reconciliation'];
const LOAD_SECONDS = 24;
const KILL_AT = 8;
/** The session cache's bound (LIVENESS_CACHE_MS) and a second for a loaded machine. */
const LOGOUT_WINDOW_S = 5 + 1;

const mainArg = process.argv.indexOf('--main');
let main = mainArg > 0 ? process.argv[mainArg + 1] : undefined;
if (process.argv.includes('--build')) {
  // A bundle of its own beside `npm test`'s apps/server/dist/main.js (migrations are found from dist/).
  main = join(ROOT, 'apps/server/dist/cluster-check/main.js');
  execFileSync('node', [join(ROOT, 'apps/server/build.mjs'), '--outfile', 'dist/cluster-check/main.js'], {
    stdio: 'inherit',
  });
}

const cluster = await startCluster({
  replicas: 2,
  ...(main && { main }),
  env: {
    LOG_LEVEL: 'debug',
    ALERTS_EVERY_SECONDS: '2',
    ANALYTICS_ROLLUP_SECONDS: '2',
    MOMO_RECONCILE_SECONDS: '2',
    RATE_LIMIT_MAX: '100000000',
    DEVICE_RATE_LIMIT_MAX: '100000000',
    RADIUS_BOX_PACKETS_PER_SECOND: '100000',
    RADIUS_BOX_PACKET_BURST: '100000',
  },
  log: (line) => console.log(line),
});
try {
  console.log(`cluster up (${elapsed()})`);
  const world = await seedClusterWorld(cluster, { boxes: 300, radiusBoxes: 8, loginPool: 200 });
  const [one, two] = cluster.replicas as [(typeof cluster.replicas)[0], (typeof cluster.replicas)[0]];

  const logout = await logoutWindowSeconds(one, two);
  check(
    logout <= LOGOUT_WINDOW_S,
    `a logout through replica1 ended the session on replica2 in ${logout.toFixed(1)} s (≤ ${LOGOUT_WINDOW_S} s)`,
  );

  let downAfter: number | null = null;
  let killedAt = 0;
  const run = await runMixedLoad(
    world,
    {
      httpUrl: cluster.url,
      radius: cluster.replicas.map((r) => ({ auth: r.radiusAuthPort, acct: r.radiusAcctPort })),
    },
    {
      seconds: LOAD_SECONDS,
      lanes: { list: 1, heartbeat: 2, voucher: 1, upload: 1, 'radius-auth': 2, 'radius-acct': 2 },
      events: [
        {
          at: KILL_AT,
          name: 'replica1 killed (SIGKILL)',
          run: async () => {
            const killed = performance.now();
            killedAt = Date.now();
            await one.kill9();
            // How long HAProxy keeps sending to it: until its checks mark it DOWN.
            while (performance.now() - killed < 20_000) {
              if ((await cluster.haproxy.states()).replica1?.startsWith('DOWN')) {
                downAfter = (performance.now() - killed) / 1000;
                break;
              }
              await new Promise((r) => setTimeout(r, 50));
            }
          },
        },
      ],
    },
  );
  const bound = (CHECK_INTERVAL_MS * CHECK_FALL) / 1000 + 2;
  check(
    downAfter !== null && downAfter <= bound,
    `HAProxy took the killed replica out after ${downAfter === null ? '—' : (downAfter as number).toFixed(1)} s (≤ ${bound} s)`,
  );

  const counts = await countLedger(cluster.postgres.current(), world.partnerId, run.ledger);
  for (const c of counts) console.log(`     ${c.kind}: ${c.acknowledged} acknowledged, ${c.found} found`);
  check(
    counts.every((c) => c.acknowledged > 0),
    'every kind of write was acknowledged at least once',
  );
  check(nothingLost(counts), 'every acknowledged write is in the database');

  const totals = run.seconds.reduce(
    (sum, s) => {
      for (const kind of Object.keys(s) as (keyof typeof s)[]) {
        const value = s[kind];
        if (typeof value === 'object') {
          sum.ok += value.ok;
          sum.failed += value.failed;
        }
      }
      return sum;
    },
    { ok: 0, failed: 0 },
  );
  console.log(
    `     load: ${totals.ok} requests and packets answered, ${totals.failed} failed, ${run.failedOverTotal} accounting packets answered by the second RADIUS server`,
  );

  const reasons = Object.entries(run.failureReasons).map(([reason, n]) => `${reason}: ${n}`);
  console.log(`     failures: ${reasons.join('; ') || 'none'}`);

  const runs = readJobRuns(cluster.replicas);
  const twice = periodsRunTwice(runs);
  check(
    twice.length === 0,
    `no job ran twice in a period (${runs.length} runs read)${twice.length ? `: ${twice.slice(0, 5).join('; ')}` : ''}`,
  );
  for (const job of FAST_JOBS) {
    // Periods that began after the kill (the logs carry wall-clock times): the survivor's, each once.
    const after = runs.filter((r) => r.job === job && r.time > killedAt + 1000);
    check(
      after.length >= 3 && after.every((r) => r.replica === 'replica2'),
      `${job} kept running, on replica2, after replica1 died (${after.length} periods)`,
    );
  }
} finally {
  await cluster.stop();
}
console.log(`\ncluster check took ${elapsed()}`);
console.log(
  failures.length === 0 ? 'cluster check passed' : `cluster check FAILED: ${failures.length} check(s)`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
