import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared';

type View = { partnerId: number; advertId: number; routerId: number; viewerId: string; viewedAt: Date };

const FLUSH_MS = 250;
const BATCH = 1_000;

// One statement with one parameter whatever the batch's size, planned once: the batch as a JSON array of
// [partner, advert, router, viewer, time] rows (both engines' drivers bind text; postgres-js binds no JS
// array to a prepared parameter, and a multi-row VALUES would be parsed anew for every batch size).
const INSERT_VIEWS = `insert into advert_views (partner_id, advert_id, router_id, viewer_id, viewed_at)
select (v->>0)::int, (v->>1)::int, (v->>2)::int, v->>3, (v->>4)::timestamptz
from json_array_elements($1::json) as v`;
/** Views held at most while the database is slow: past it the oldest are dropped, never the server. */
const MAX_QUEUED = 50_000;

/**
 * Advert views, written in batches: a page shows up to three adverts and a busy network serves thousands
 * of pages a second, so each view is one row of a multi-row INSERT a few times a second rather than a
 * statement of its own. A batch that fails is logged and dropped (views are counts, not money).
 */
export function createAdvertViewWriter(database: Database, onError: (error: unknown) => void) {
  const insert = preparedSql(database, INSERT_VIEWS);
  let queue: View[] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = queue;
    queue = [];
    flushing = flushing.then(async () => {
      for (let i = 0; i < batch.length; i += BATCH) {
        const part = batch.slice(i, i + BATCH);
        const rows = part.map((v) => [
          v.partnerId,
          v.advertId,
          v.routerId,
          v.viewerId,
          v.viewedAt.toISOString(),
        ]);
        await insert([JSON.stringify(rows)]).catch(onError);
      }
    });
    return flushing;
  };
  return {
    record(views: View[]): void {
      queue.push(...views);
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
export type AdvertViewWriter = ReturnType<typeof createAdvertViewWriter>;
