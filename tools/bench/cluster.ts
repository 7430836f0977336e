// `npm run bench:cluster`: the scenario of issue 33 §2 on the cluster of `npm run cluster` (tools/cluster):
// requests and RADIUS packets per second through one replica and through three behind HAProxy, then a
// replica killed with SIGKILL and the primary lost (its synchronous standby promoted) under the mixed load,
// with what clients saw and the count of acknowledged writes found afterwards. Figures in docs/benchmarks.md.
// BENCH_SECONDS (20) sets each throughput line, BENCH_BOXES (5000) the boxes sending heartbeats.
import { readFileSync } from 'node:fs';
import { startCluster } from '../cluster/cluster';
import { CHECK_FALL, CHECK_INTERVAL_MS } from '../cluster/haproxy';
import { type LedgerCount, countLedger, nothingLost } from './cluster-ledger';
import { type LaneKind, type LoadPlan, type LoadRun, runMixedLoad } from './cluster-load';
import { seedClusterWorld } from './cluster-world';
import { machineLine } from './machine';
import { writeSection } from './results-file';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BOXES = Number(process.env.BENCH_BOXES ?? 5000);
const LANES: LoadPlan['lanes'] = {
  list: 2,
  heartbeat: 6,
  voucher: 1,
  upload: 1,
  'radius-auth': 4,
  'radius-acct': 4,
};
const HTTP_KINDS: LaneKind[] = ['list', 'heartbeat', 'voucher', 'upload'];
const RADIUS_KINDS: LaneKind[] = ['radius-auth', 'radius-acct'];
const WRITE_KINDS: LaneKind[] = ['heartbeat', 'voucher', 'upload', 'radius-acct'];
/** The failover run: a replica killed at KILL_AT, the primary lost at LOSE_AT, seconds into the run. */
const FAILOVER_SECONDS = 60;
const KILL_AT = 10;
const LOSE_AT = 32;

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
const loadBefore = loadAverage();

const cluster = await startCluster({
  replicas: 3,
  env: {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    DEVICE_RATE_LIMIT_MAX: '100000000',
    RADIUS_BOX_PACKETS_PER_SECOND: '100000',
    RADIUS_BOX_PACKET_BURST: '100000',
  },
  log: (line) => console.log(line),
});

type Rates = { http: number; radius: number; failed: number };
const rates = (run: LoadRun, from = 0, to = run.seconds.length): Rates => {
  const window = run.outcomes.filter((o) => o.at >= from && o.at < to);
  const span = to - from;
  const ok = (kinds: LaneKind[]) => window.filter((o) => o.ok && kinds.includes(o.kind)).length / span;
  return {
    http: Math.round(ok(HTTP_KINDS)),
    radius: Math.round(ok(RADIUS_KINDS)),
    failed: window.filter((o) => !o.ok).length,
  };
};

let alone: LoadRun;
let all: LoadRun;
let one: Rates;
let three: Rates;
let failover: LoadRun;
let counts: LedgerCount[];
let haproxyDownAfter: number | null = null;
let promoteTook = 0;
try {
  const world = await seedClusterWorld(cluster, { boxes: BOXES, radiusBoxes: 48, loginPool: 5000 });
  const ports = cluster.replicas.map((r) => ({ auth: r.radiusAuthPort, acct: r.radiusAcctPort }));
  const first = cluster.replicas[0]!;
  console.log(`throughput through ${first.name} alone (${SECONDS} s)...`);
  alone = await runMixedLoad(
    world,
    { httpUrl: first.url, radius: [ports[0]!] },
    { seconds: SECONDS, lanes: LANES },
  );
  // The first seconds warm the connections and caches: the rates are over the rest.
  one = rates(alone, 3);
  console.log(`throughput through HAProxy and ${cluster.replicas.length} replicas (${SECONDS} s)...`);
  all = await runMixedLoad(
    world,
    { httpUrl: cluster.url, radius: ports },
    { seconds: SECONDS, lanes: LANES },
  );
  three = rates(all, 3);

  console.log(
    `failover run (${FAILOVER_SECONDS} s): replica2 killed at ${KILL_AT} s, the primary lost at ${LOSE_AT} s`,
  );
  failover = await runMixedLoad(
    world,
    { httpUrl: cluster.url, radius: ports },
    {
      seconds: FAILOVER_SECONDS,
      lanes: LANES,
      events: [
        {
          at: KILL_AT,
          name: 'replica2 killed (SIGKILL)',
          run: async () => {
            const killed = performance.now();
            await cluster.replicas[1]!.kill9();
            while (performance.now() - killed < 20_000) {
              if ((await cluster.haproxy.states()).replica2?.startsWith('DOWN')) {
                haproxyDownAfter = (performance.now() - killed) / 1000;
                return;
              }
              await new Promise((r) => setTimeout(r, 50));
            }
          },
        },
        {
          at: LOSE_AT,
          name: 'primary lost, standby promoted',
          run: async () => {
            await cluster.postgres.losePrimary();
            const promoting = performance.now();
            await cluster.postgres.promoteStandby();
            promoteTook = (performance.now() - promoting) / 1000;
          },
        },
      ],
    },
  );
  counts = await countLedger(cluster.postgres.current(), world.partnerId, failover.ledger);
} finally {
  await cluster.stop();
}

const loadAfter = loadAverage();
// The failover run second by second on the console (what failed, by kind), for whoever reads the figures.
failover!.seconds.forEach((second, i) => {
  const line = [...HTTP_KINDS, ...RADIUS_KINDS]
    .map((k) => `${k} ${second[k].ok}/${second[k].failed}`)
    .join('  ');
  console.log(`${String(i).padStart(2)} s  ${line}  failed-over ${second.failedOver}`);
});
const reasons = (run: LoadRun) =>
  Object.entries(run.failureReasons)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${reason}: ${n}`)
    .join('; ') || 'none';
console.log(`failures, 1 replica: ${reasons(alone!)}`);
console.log(`failures, 3 replicas: ${reasons(all!)}`);
console.log(`failures, failover run: ${reasons(failover!)}`);
const fmt = (n: number) => n.toLocaleString('en');
/**
 * Time to serve again after the loss: until the first write sent after it was acknowledged (one sent before
 * may have been committed by the old primary and answered late).
 */
const servedAgainAfter = (run: LoadRun, from: number) => {
  const first = run.outcomes
    .filter((o) => o.ok && WRITE_KINDS.includes(o.kind) && o.sent >= from)
    .sort((a, b) => a.at - b.at)[0];
  return first ? first.at - from : null;
};
const kill = failover!.events.find((e) => e.name.startsWith('replica2'))!;
const loss = failover!.events.find((e) => e.name.startsWith('primary'))!;
const afterKill = rates(failover!, kill.at, kill.at + 5);
const steadyAfterKill = rates(failover!, kill.at + 5, loss.at);
const servedAgain = servedAgainAfter(failover!, loss.at);
const afterLoss = rates(failover!, loss.at, loss.at + 5);
const settled = rates(failover!, loss.at + 5, FAILOVER_SECONDS);
const failedOver = failover!.seconds.reduce((sum, s) => sum + s.failedOver, 0);
const byKind = (from: number, to: number) =>
  [...HTTP_KINDS, ...RADIUS_KINDS]
    .map((kind) => {
      const failed = failover!.outcomes.filter(
        (o) => o.kind === kind && !o.ok && o.at >= from && o.at < to,
      ).length;
      return failed ? `${kind} ${failed}` : '';
    })
    .filter(Boolean)
    .join(', ') || 'none';
/** The seconds around an event, as clients saw them: answered/failed per kind. */
const secondsAround = (at: number) =>
  Array.from({ length: 7 }, (_, k) => Math.floor(at) - 1 + k)
    .filter((i) => i >= 0 && i < failover!.seconds.length)
    .map((i) => {
      const second = failover!.seconds[i]!;
      const cell = (kinds: LaneKind[]) =>
        `${kinds.reduce((n, k) => n + second[k].ok, 0)} / ${kinds.reduce((n, k) => n + second[k].failed, 0)}`;
      return `| ${i}–${i + 1} s | ${cell(HTTP_KINDS)} | ${cell(RADIUS_KINDS)} | ${second.failedOver} |`;
    })
    .join('\n');

const body = `
Machine: ${machineLine()}. Load average ${loadBefore} before the run and ${loadAfter} after it: the 2
cores are shared with other engineers' work, so the rates below are what was left to the cluster, not the
machine's. Everything runs on them at once: PostgreSQL primary and synchronous standby, s3rver, 3 replicas,
HAProxy and the load generator. ${fmt(BOXES)} boxes send heartbeats, 48 boxes send RADIUS.

The mixed load (tools/bench/cluster-load.ts): each lane is one client doing one thing at a time as fast as
it is answered: ${Object.entries(LANES)
  .map(([kind, n]) => `${n} ${kind}`)
  .join(', ')}. A RADIUS lane is a box with two RADIUS servers: its
packet goes to the first and, after 1 s without an answer, to the second (tools/bench/cluster-nas.ts).

| line | HTTP requests/s | RADIUS packets/s | failed |
|---|---|---|---|
| 1 replica (its own ports, no HAProxy), ${SECONDS} s | ${fmt(one!.http)} | ${fmt(one!.radius)} | ${one!.failed} |
| 3 replicas behind HAProxy, ${SECONDS} s | ${fmt(three!.http)} | ${fmt(three!.radius)} | ${three!.failed} |

Everything shares the same two cores (and other work: see the load average), so the two lines compare the
layout's overhead and how the work spreads, not capacity; where each replica has cores of its own, throughput
grows with them until PostgreSQL is the limit. Why requests failed: one replica, ${reasons(alone!)}; three,
${reasons(all!)}.

**A replica killed** (SIGKILL, ${kill.at.toFixed(1)} s into the ${FAILOVER_SECONDS}-s run): HAProxy marked it
DOWN after ${haproxyDownAfter === null ? 'more than 20 s' : `${(haproxyDownAfter as number).toFixed(1)} s`} (checks every ${CHECK_INTERVAL_MS / 1000} s, out after ${CHECK_FALL}
failures). Failed as clients saw it in the 5 s after the kill: ${afterKill.failed} (${byKind(kill.at, kill.at + 5)}): the
requests the replica was answering when it died (HAProxy answers them 502; those it had not yet sent there go
to another). From then until the primary was lost: ${steadyAfterKill.failed} failed, ${fmt(steadyAfterKill.http)} HTTP
requests/s and ${fmt(steadyAfterKill.radius)} RADIUS packets/s on two replicas. ${fmt(failedOver)} RADIUS packets in the run went to a
box's second server after the first (the killed replica) gave no answer within 1 s: those guests waited a
second longer, none was refused for it.

| second of the run | HTTP answered / failed | RADIUS answered / failed | RADIUS to the second server |
|---|---|---|---|
${secondsAround(kill.at)}

**The primary lost** (\`pg_ctl stop -m immediate\`, ${loss.at.toFixed(1)} s into the run) and the standby
promoted at once (\`pg_ctl promote\` took ${promoteTook.toFixed(1)} s): the replicas reconnected by themselves, no
restart. The first write sent after the loss was acknowledged ${servedAgain === null ? '(never)' : `${servedAgain.toFixed(1)} s after it`}: the time to serve
again. Failed in the 5 s after the loss: ${afterLoss.failed} (${byKind(loss.at, loss.at + 5)}): statements cut off by
the crash and requests that came while no server took writes (HAProxy took the replicas out while their
readiness failed). After that: ${settled.failed} failed, ${fmt(settled.http)} HTTP requests/s and ${fmt(settled.radius)} RADIUS packets/s. The
promoted standby then commits alone, with no standby to wait for until one is rebuilt (docs/scale-out.md), so
the rates after the loss are not comparable with those before it.

| second of the run | HTTP answered / failed | RADIUS answered / failed | RADIUS to the second server |
|---|---|---|---|
${secondsAround(loss.at)}

Why requests failed in the failover run, by kind and answer: ${reasons(failover!)}. A 500 is a
statement the database's loss cut off; no answer is a request the dying replica held, or a RADIUS packet
neither server answered within 1 s.

**Acknowledged writes, counted afterwards in the promoted standby:**

| write | acknowledged | found |
|---|---|---|
${counts!.map((c) => `| ${c.kind} | ${fmt(c.acknowledged)} | ${fmt(c.found)} |`).join('\n')}

${nothingLost(counts!) ? 'Equal: no acknowledged write was lost.' : '**Not equal: acknowledged writes were lost.**'}
`;
writeSection('Cluster: three replicas, a replica and the primary lost', body);
console.log(body);
process.exitCode = nothingLost(counts!) ? 0 : 1;
