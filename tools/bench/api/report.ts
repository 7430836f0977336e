import { ROUNDS, SCALE_SECONDS, SECONDS } from './config';
import type { CompareResult } from './compare';
import type { Measured } from './lines';
import type { ScaleResult } from './scale';
import { median } from './stats';

/** The "Done means" budgets of issue 9. */
export const BUDGET = { timesDrf: 3, p95Ms: 10, perSecondAt10: 1000, growth: 1.5 };

const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number | null) => (n === null ? '—' : n.toFixed(2));
/** Whole requests per second, with a decimal below 10 (a line may serve only a few). */
const rate = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en')}/s`;
/** A line whose requests all outlived it (wrk's 5 s timeout) has no figures, only a failure. */
const answered = (m: Measured) => m.requests > 0;
const latencies = (m: Measured) => (answered(m) ? `${f1(m.p50)} / ${f1(m.p95)} / ${f1(m.p99)}` : 'no answer');
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);
const times = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)}×`);
const cpu = (m: Measured) =>
  m.serverMs === null
    ? '—'
    : m.pgMs === null
      ? `${f2(m.serverMs)} (in-process DB)`
      : `${f2(m.serverMs)} + ${f2(m.pgMs)}`;
const verdict = (ok: boolean) => (ok ? 'within budget' : '**over budget**');
const failures = (m: Measured) => m.non2xx + m.errors;

export type Report = {
  machine: string;
  /** The machine's 1-minute load average when the run started and when it ended (it is shared). */
  load: [number, number];
  /** Minutes from the start to the report, seeding included. */
  minutes: number;
  compare: CompareResult[];
  bare: Measured;
  scale: { engine: string; results: ScaleResult[] }[];
  steadyState: string[];
};

function compareTable(compare: CompareResult[], bare: Measured): string {
  const rows = compare.map((line) => {
    const p = median(line.project);
    const d = median(line.drf);
    return `| ${line.scenario} | ${line.connections} | ${rate(p.perSecond)} | ${latencies(p)} | ${rate(d.perSecond)} | ${latencies(d)} | **${times(ratio(p.perSecond, d.perSecond))}** | ${cpu(p)} | ${cpu(d)} |`;
  });
  return [
    '| request | conns | project req/s | project p50 / p95 / p99 ms | DRF req/s | DRF p50 / p95 / p99 ms | project ÷ DRF | CPU ms/req project (server + PG) | CPU ms/req DRF (server + PG) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    `| bare Fastify route (floor), once | 10 | ${rate(bare.perSecond)} | ${latencies(bare)} | | | | ${f2(bare.serverMs)} | |`,
  ].join('\n');
}

/** The cost at 100,000 over the cost at 10,000: p95 grows, throughput falls; null when a side had no answer. */
const growth = (r: ScaleResult): number | null =>
  !answered(r.small) || !answered(r.large)
    ? null
    : r.line.metric === 'p95'
      ? ratio(r.large.p95, r.small.p95)
      : ratio(r.small.perSecond, r.large.perSecond);
const withinGrowth = (r: ScaleResult) => {
  const g = growth(r);
  return g !== null && g <= BUDGET.growth;
};

function scaleTable(scale: Report['scale']): string {
  const rows = scale.flatMap(({ engine, results }) =>
    results.map((r) => {
      const label = r.line.id === 'first' ? r.family.firstLabel : r.family.deepLabel;
      const figure = (m: Measured) =>
        !answered(m) ? 'no answer' : r.line.metric === 'p95' ? `${f1(m.p95)} ms` : rate(m.perSecond);
      const check = r.line.metric === 'p95' ? verdict(withinGrowth(r)) : '';
      return `| ${engine} | ${r.family.name} | ${label} | ${r.line.connections} | ${r.line.metric === 'p95' ? 'p95' : 'req/s'} | ${figure(r.small)} | ${figure(r.large)} | ${times(growth(r))} | ${cpu(r.small)} → ${cpu(r.large)} | ${check} |`;
    }),
  );
  return [
    '| engine | list | request | conns | figure | 10,000 rows | 100,000 rows | cost 100k ÷ 10k | CPU ms/req (server + PG) 10k → 100k | p95 within 1.5× |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function verdictTable(report: Report): string {
  const rows: string[] = [];
  for (const line of report.compare) {
    const p = median(line.project);
    const vsDrf = ratio(p.perSecond, median(line.drf).perSecond);
    rows.push(
      `| ≥ ${BUDGET.timesDrf}× DRF throughput, ${line.scenario}, ${line.connections} conns | ${times(vsDrf)} | ${verdict(vsDrf === null ? p.perSecond > 0 : vsDrf >= BUDGET.timesDrf)} |`,
    );
    if (line.connections === 2)
      rows.push(
        `| p95 ≤ ${BUDGET.p95Ms} ms at 2 conns, ${line.scenario} | ${answered(p) ? `${f1(p.p95)} ms` : 'no answer'} | ${verdict(answered(p) && p.p95 <= BUDGET.p95Ms)} |`,
      );
    if (line.connections === 10)
      rows.push(
        `| ≥ ${rate(BUDGET.perSecondAt10)} at 10 conns, ${line.scenario} | ${rate(p.perSecond)} | ${verdict(p.perSecond >= BUDGET.perSecondAt10)} |`,
      );
  }
  for (const { engine, results } of report.scale) {
    const p95Lines = results.filter((r) => r.line.metric === 'p95');
    const over = p95Lines.filter((r) => !withinGrowth(r));
    const names = over.map(
      (r) =>
        `${r.family.name}, ${r.line.id === 'first' ? r.family.firstLabel : r.family.deepLabel} ${times(growth(r))}`,
    );
    rows.push(
      `| 100,000 rows within ${BUDGET.growth}× of 10,000 (p95), ${engine} | ${p95Lines.length - over.length} of ${p95Lines.length} lines${names.length ? ` (over: ${names.join('; ')})` : ''} | ${verdict(over.length === 0)} |`,
    );
  }
  return ['| budget (issue 9, "Done means") | measured | verdict |', '|---|---|---|', ...rows].join('\n');
}

export function renderReport(report: Report): string {
  const all = [
    ...report.compare.flatMap((c) => [...c.project, ...c.drf]),
    report.bare,
    ...report.scale.flatMap((s) => s.results.flatMap((r) => [r.small, r.large])),
  ];
  const failed = all.reduce((sum, m) => sum + failures(m), 0);
  return `
Machine: ${report.machine}; load average ${report.load[0].toFixed(1)} at the start, ${report.load[1].toFixed(1)} at the end; the run took ${report.minutes.toFixed(1)} minutes. \`npm run bench:api\`: the project's built server and the Django REST Framework
reference of \`../shared/reference/drf/\` (gunicorn, 2 sync workers) on one throw-away PostgreSQL with the same
data, then the project alone on PGlite. The comparison runs on a database holding only the 10,000-router
partner (as the reference's own run); the size datasets (one partner, and its own admin, per list and size)
are added after it. Load from wrk (1 thread) on the same 2 cores; percentiles from wrk's
histogram of every response. Project vs DRF: ${ROUNDS} round(s) × ${SECONDS} s per line, servers alternating, medians of
the rounds. Size lines: ${SCALE_SECONDS} s each, the 10,000 and 100,000 runs back to back. CPU ms/request is the
server's process tree (gunicorn: master + workers) and PostgreSQL's (postmaster + backends), from
/proc, over the line, ÷ requests served. Each partner's own admin is signed in; 10 rows per page.
Steady state before measuring (VACUUM ANALYZE, then VACUUM until the visibility map is set):
${report.steadyState.map((l) => `\`${l.trim()}\``).join('; ')}.

Router list, 10,000 routers of one partner, PostgreSQL (p50 / p95 / p99 in ms):

${compareTable(report.compare, report.bare)}

Cost against the partner's size (the project alone; "random page" is any page of the list, so on average
half-way down it):

${scaleTable(report.scale)}

${verdictTable(report)}
${failed ? `\n**${failed} requests failed (non-2xx or socket errors) during the lines: the figures above are suspect.**\n` : ''}`;
}
