import { getTableName } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { normalizeMac } from '../guest-access';
import { routers } from '../routers/schema';
import { deviceHash, partnerSalts, phoneModelOf } from './guest-identity';

/** A guest's browser opening a box's portal page: the MAC when the box passed it, and its user agent. */
export type PortalVisit = {
  partnerId: number;
  routerId: number;
  mac: string | null;
  userAgent: string | undefined;
  visitedAt: Date;
};

const FLUSH_MS = 250;
const BATCH = 1_000;
/** Visits held at most while the database is slow: past it the oldest are dropped, never the server. */
const MAX_QUEUED = 50_000;

// One statement, one parameter, whatever the batch's size (as advert views are written).
const INSERT_VISITS = `insert into portal_visits (partner_id, router_id, device_hash, phone_model, visited_at)
select (v->>0)::int, (v->>1)::int, v->>2, v->>3, (v->>4)::timestamptz
from json_array_elements($1::json) as v
where exists (select 1 from ${getTableName(routers)} r where r.id = (v->>1)::int)`;

/**
 * Portal visits (the conversion rate's denominator and the phone models, decision 038), written in batches
 * a few times a second, off the page's path: the page never waits for them, and a batch that fails is
 * logged and dropped (visits are counts). The MAC is hashed with the partner's salt before it is stored,
 * and the phone model is read from the user agent here, not while the guest waits.
 */
export function createPortalVisitWriter(database: Database, onError: (error: unknown) => void) {
  const insert = preparedSql(database, INSERT_VISITS);
  let queue: PortalVisit[] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const write = async (batch: PortalVisit[]) => {
    const withMac = batch.filter((v) => v.mac !== null).map((v) => v.partnerId);
    const salts = await partnerSalts(database.db, withMac);
    const rows = batch.map((v) => {
      const salt = salts.get(v.partnerId);
      return [
        v.partnerId,
        v.routerId,
        v.mac && salt ? deviceHash(salt, v.mac) : null,
        phoneModelOf(v.userAgent),
        v.visitedAt.toISOString(),
      ];
    });
    await insert([JSON.stringify(rows)]);
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    flushing = flushing.then(async () => {
      for (let i = 0; i < batch.length; i += BATCH) await write(batch.slice(i, i + BATCH)).catch(onError);
    });
    return flushing;
  };

  return {
    /** Queues one visit; never throws and never waits. */
    record(visit: PortalVisit): void {
      queue.push({ ...visit, mac: visit.mac ? normalizeMac(visit.mac) : null });
      if (queue.length > MAX_QUEUED) queue.splice(0, queue.length - MAX_QUEUED);
      if (queue.length >= BATCH) void flush();
      else timer ??= setTimeout(flush, FLUSH_MS);
    },
    /** Writes what is queued (tests, and the server closing). */
    async drain(): Promise<void> {
      await flush();
    },
  };
}
export type PortalVisitWriter = ReturnType<typeof createPortalVisitWriter>;
