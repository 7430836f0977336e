import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * The indexes whose key moves on every update (decision 041): a guest's `last_seen` moves each time the
 * guest is seen again, so its entry leaves a page in the middle of the index for the right-hand end. Vacuum
 * frees the old entry but a B-tree page is only reclaimed once it is empty, so the index keeps every page it
 * ever had, sparsely filled: at the bench's five years it was ten times its compact size, and the All Boxes
 * reads that scan it (wifianalytics, insight-v2, device-vendor, advert-viewer) read ten times the pages.
 */
export const MOVING_KEY_INDEXES = ['guest_devices_last_seen_idx', 'advert_viewers_last_seen_idx'] as const;

/**
 * Rebuilds the moving-key indexes compact. On PostgreSQL with REINDEX CONCURRENTLY, so reads and the
 * rollup's writes go on meanwhile; a rebuild that failed half-way leaves an invalid `<index>_ccnew` copy,
 * dropped here before the next try. On the embedded engine (one connection, tens of thousands of guests)
 * a plain REINDEX, a few milliseconds.
 */
export async function rebuildMovingKeyIndexes(database: Database): Promise<void> {
  const { db, engine } = database;
  for (const index of MOVING_KEY_INDEXES) {
    if (engine === 'postgres') {
      const leftovers = await queryRows<{ name: string }>(
        db,
        sql`select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
            where not i.indisvalid and starts_with(c.relname, ${`${index}_ccnew`})`,
      );
      for (const { name } of leftovers)
        await db.execute(sql`drop index concurrently if exists ${sql.identifier(name)}`);
      await db.execute(sql`reindex index concurrently ${sql.identifier(index)}`);
    } else await db.execute(sql`reindex index ${sql.identifier(index)}`);
  }
}
