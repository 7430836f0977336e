import { SCALE_SECONDS } from './config';
import { LARGE, type ListKind, SMALL, type Seeded } from './datasets';
import {
  type Bench,
  type Measured,
  type Request,
  type Target,
  listRequests,
  measure,
  probe,
  statusRequests,
} from './lines';
import type { BenchSession } from './sessions';
import { describe } from './compare';

type Family = {
  name: string;
  kind: ListKind;
  firstLabel: string;
  deepLabel: string;
  requests: (d: Seeded) => { first: Request; deep: Request };
};

/** Every list of the issue, each measured for a partner with 10,000 and one with 100,000 rows. */
export const FAMILIES: Family[] = [
  {
    name: 'router list',
    kind: 'routers',
    firstLabel: 'first page',
    deepLabel: 'random page',
    requests: (d) => listRequests('/v1/routers/', d.size),
  },
  {
    name: 'SME list',
    kind: 'smes',
    firstLabel: 'first page',
    deepLabel: 'random page',
    requests: (d) => listRequests('/v1/smes/', d.size),
  },
  {
    name: 'billing list (subscriptions)',
    kind: 'billings',
    firstLabel: 'first page',
    deepLabel: 'random page',
    requests: (d) => listRequests('/v1/partner/billing/', d.size),
  },
  {
    name: 'device status (10 serials)',
    kind: 'routers',
    firstLabel: "first page's serials",
    deepLabel: "last page's serials",
    requests: statusRequests,
  },
];

/** Per list: p95 of the first and the deep request at 2 connections, and throughput at 10. */
export const SCALE_LINES = [
  { id: 'first', connections: 2, metric: 'p95' },
  { id: 'deep', connections: 2, metric: 'p95' },
  { id: 'deep', connections: 10, metric: 'perSecond' },
] as const;

export type ScaleResult = {
  family: Family;
  line: (typeof SCALE_LINES)[number];
  small: Measured;
  large: Measured;
};

/** The size lines on one engine; the 10,000 and 100,000 runs of a line follow each other directly. */
export async function measureScale(
  bench: Bench,
  project: Target,
  seeded: Map<string, Seeded>,
  sessions: Map<string, BenchSession>,
  log: (line: string) => void,
): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  for (const family of FAMILIES) {
    const sizes = [SMALL, LARGE].map((size) => seeded.get(`${family.kind}-${size / 1000}k`)!);
    for (const d of sizes) {
      const { first, deep } = family.requests(d);
      const token = await sessions.get(d.id)!.token();
      await probe(project, first, token);
      await probe(project, deep, token);
    }
    for (const line of SCALE_LINES) {
      const runs: Measured[] = [];
      for (const d of sizes) {
        const request = family.requests(d)[line.id];
        const token = await sessions.get(d.id)!.token();
        const m = await measure(bench, project, request, line.connections, SCALE_SECONDS, token);
        runs.push(m);
        const label = line.id === 'first' ? family.firstLabel : family.deepLabel;
        log(
          `  ${family.name}, ${d.size.toLocaleString('en')}, ${label}, ${line.connections} conns: ${describe(m)}`,
        );
      }
      results.push({ family, line, small: runs[0]!, large: runs[1]! });
    }
  }
  return results;
}
