import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared';

/** Why a login was refused, as the analytics count it (wrong box and the like are 'other'). */
export const REFUSAL_REASONS = ['unknown', 'used', 'expired', 'revoked', 'other'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

type Count = { partnerId: number; routerId: number; minute: string; reason: RefusalReason; count: number };

const FLUSH_MS = 5_000;
/** Distinct (box, minute, reason) held at most while the database is down: past it new ones are dropped. */
const MAX_KEYS = 100_000;

// One statement per flush whatever its size, planned once: the counts as one JSON array of
// [partner, router, minute, reason, count], added to what the minute already holds.
const ADD_FAILURES = `insert into hotspot_login_failures (partner_id, router_id, minute, reason, count)
select (v->>0)::int, (v->>1)::int, (v->>2)::timestamptz, v->>3, (v->>4)::int
from json_array_elements($1::json) as v
on conflict (router_id, minute, reason, partner_id) do update set count = hotspot_login_failures.count + excluded.count`;

/**
 * Refused logins (RADIUS, the HTTPS twin and the portal's own login), counted in memory per box, UTC minute
 * and reason, and added to `hotspot_login_failures` every 5 s and when the app closes (decision 038). A
 * flood of made-up codes from one box costs one row per minute and reason, and one statement per flush,
 * never one write per attempt. A flush that fails keeps its counts for the next one.
 */
export function createLoginFailureCounter(
  database: Database,
  { flushMs = FLUSH_MS, onError }: { flushMs?: number; onError: (error: unknown) => void },
) {
  const add = preparedSql(database, ADD_FAILURES);
  let counts = new Map<string, Count>();
  let flushing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const keep = (c: Count) => {
    const key = `${c.partnerId}|${c.routerId}|${c.minute}|${c.reason}`;
    const known = counts.get(key);
    if (known) known.count += c.count;
    else if (counts.size < MAX_KEYS) counts.set(key, { ...c });
  };

  const flush = (): Promise<void> => {
    flushing = flushing.then(async () => {
      if (counts.size === 0) return;
      const batch = [...counts.values()];
      counts = new Map();
      const rows = batch.map((c) => [c.partnerId, c.routerId, c.minute, c.reason, c.count]);
      try {
        await add([JSON.stringify(rows)]);
      } catch (error) {
        batch.forEach(keep);
        onError(error);
      }
    });
    return flushing;
  };

  return {
    /** One refused login on `box` at `at`. */
    record(box: { partnerId: number; routerId: number }, reason: RefusalReason, at: Date): void {
      const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
      keep({ partnerId: box.partnerId, routerId: box.routerId, minute, reason, count: 1 });
      if (!timer) {
        timer = setInterval(() => void flush(), flushMs);
        timer.unref();
      }
    },
    /** Adds what is counted now (tests, and the app closing). */
    flush,
    /** The last flush, and no more timer (the app closing). */
    async drain(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}
export type LoginFailureCounter = ReturnType<typeof createLoginFailureCounter>;
