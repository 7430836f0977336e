import { getTableName } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { preparedSql } from '../../../db/prepared';
import type { TRadiusProblem } from '@ared/contract/router-radius';
import { routers } from '../../routers/schema';

export type RadiusProblem = TRadiusProblem;

type BoxCounts = {
  routerId: number;
  serial: string;
  counts: Map<RadiusProblem, number>;
  last: RadiusProblem;
  at: Date;
};

const FLUSH_MS = 60_000;
/** Sources without a known box tracked per window at most; the rest are one "others" count. */
const MAX_STRANGERS = 1_000;

// One statement per flush: each box's last problem of the window, with the window's count of it.
const SAVE_SQL = `insert into radius_nas_states (router_id, last_problem, last_problem_at, last_problem_count)
select (v->>0)::int, v->>1, (v->>2)::timestamptz, (v->>3)::int from json_array_elements($1::json) as v
where exists (select 1 from ${getTableName(routers)} r where r.id = (v->>0)::int)
on conflict (router_id) do update set last_problem = excluded.last_problem,
  last_problem_at = excluded.last_problem_at, last_problem_count = excluded.last_problem_count`;

/**
 * What went wrong with RADIUS packets, told once per box per minute with counts (decision 045): never a log
 * line, a stack trace or a write per packet, whatever a box floods. Each box's last problem is stored
 * (radius_nas_states) so Router details can say what to fix; packets from no known box are only logged, per
 * source address. Counts are kept in memory between flushes, at most one entry per box and
 * MAX_STRANGERS addresses.
 */
export function createProblemLog(
  database: Database,
  log: FastifyBaseLogger,
  { flushMs = FLUSH_MS }: { flushMs?: number } = {},
) {
  const save = preparedSql(database, SAVE_SQL);
  let boxes = new Map<number, BoxCounts>();
  let strangers = new Map<string, number>();
  let otherStrangers = 0;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const arm = () => {
    if (timer) return;
    timer = setInterval(() => void flush(), flushMs);
    timer.unref();
  };

  const flush = (): Promise<void> => {
    flushing = flushing.then(async () => {
      const window = boxes;
      const unknown = strangers;
      const others = otherStrangers;
      boxes = new Map();
      strangers = new Map();
      otherStrangers = 0;
      for (const box of window.values())
        log.warn(
          { nas: box.serial, routerId: box.routerId, problems: Object.fromEntries(box.counts) },
          'RADIUS packets from this box had problems in the last minute',
        );
      if (unknown.size > 0 || others > 0)
        log.info(
          { from: Object.fromEntries(unknown), others },
          'RADIUS packets dropped from sources that are no known box (last minute)',
        );
      if (window.size === 0) return;
      const rows = [...window.values()].map((b) => [
        b.routerId,
        b.last,
        b.at.toISOString(),
        b.counts.get(b.last),
      ]);
      try {
        await save([JSON.stringify(rows)]);
      } catch (error) {
        log.warn({ err: error }, 'RADIUS problems not stored');
      }
    });
    return flushing;
  };

  return {
    /** A packet from a known box had `problem`. */
    box(box: { routerId: number; serial: string }, problem: RadiusProblem, at: Date): void {
      let entry = boxes.get(box.routerId);
      if (!entry) {
        entry = { routerId: box.routerId, serial: box.serial, counts: new Map(), last: problem, at };
        boxes.set(box.routerId, entry);
      }
      entry.counts.set(problem, (entry.counts.get(problem) ?? 0) + 1);
      entry.last = problem;
      entry.at = at;
      arm();
    },
    /** A packet from no known box (unknown NAS-Identifier, no secret issued, malformed before any name). */
    stranger(from: string): void {
      const known = strangers.get(from);
      if (known !== undefined) strangers.set(from, known + 1);
      else if (strangers.size < MAX_STRANGERS) strangers.set(from, 1);
      else otherStrangers += 1;
      arm();
    },
    /** Logs and stores what is counted now (tests, and the app closing). */
    flush,
    async drain(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}
export type ProblemLog = ReturnType<typeof createProblemLog>;
