import { CONNECTIONS, ROUNDS, SECONDS } from './config';
import type { Seeded } from './datasets';
import { type Bench, type Measured, type Request, type Target, listRequests, measure, probe } from './lines';
import type { BenchSession } from './sessions';

export type CompareResult = {
  scenario: string;
  connections: number;
  project: Measured[];
  drf: Measured[];
};

const ms = (n: number | null) => (n === null ? '—' : n.toFixed(2));
const describe = (m: Measured) =>
  `${m.perSecond.toFixed(1)}/s p50 ${m.p50.toFixed(1)} p95 ${m.p95.toFixed(1)} p99 ${m.p99.toFixed(1)} ms, CPU/req server ` +
  `${ms(m.serverMs)} + PG ${ms(m.pgMs)} ms${m.non2xx + m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ''}`;

/**
 * The router list of the 10,000-router partner on the project and on the DRF reference, same token, same
 * paths: first page and random pages at 2 and 10 connections. Rounds alternate which server goes first,
 * so drift on the shared machine (other work, heat) falls on both.
 */
export async function compareWithDrf(
  bench: Bench,
  project: Target,
  drf: Target,
  routers: Seeded,
  session: BenchSession,
  log: (line: string) => void,
): Promise<CompareResult[]> {
  const { first, deep } = listRequests('/v1/routers/', routers.size);
  const scenarios: [string, Request][] = [
    ['first page', first],
    [`random page of ${deep.pages!.toLocaleString('en')}`, deep],
  ];
  const results: CompareResult[] = scenarios.flatMap(([scenario]) =>
    CONNECTIONS.map((connections) => ({ scenario, connections, project: [], drf: [] })),
  );
  const token = await session.token();
  for (const target of [project, drf]) for (const [, r] of scenarios) await probe(target, r, token);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [scenario, request] of scenarios) {
      for (const connections of CONNECTIONS) {
        const line = results.find((r) => r.scenario === scenario && r.connections === connections)!;
        const order = round % 2 ? (['project', 'drf'] as const) : (['drf', 'project'] as const);
        for (const side of order) {
          const target = side === 'project' ? project : drf;
          const m = await measure(bench, target, request, connections, SECONDS, await session.token());
          line[side].push(m);
          log(`  round ${round}, ${scenario}, ${connections} conns, ${target.label}: ${describe(m)}`);
        }
      }
    }
  }
  return results;
}

export { describe };
