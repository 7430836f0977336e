import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TPartnerSettingChange, TPartnerSettingField } from '@ared/contract/partner-settings';
import type { Db } from '../../db/client';
import type { ListSource } from '../../lib/list/paged-list';
import { type SpeedChangeDelivery, partnerSettingChanges } from './schema';

const t = partnerSettingChanges;

/**
 * The partner's settings changes, newest first, those touching any of `fields` when given (an add-on's
 * popup asks for its flag; the speed limits for both speeds). Paginated in the database: a partner that
 * toggles an add-on daily has years of rows.
 */
export function settingHistorySource(
  db: Db,
  partnerId: number,
  fields: readonly TPartnerSettingField[] | undefined,
): ListSource<TPartnerSettingChange> {
  const where = and(
    eq(t.partnerId, partnerId),
    fields
      ? sql`${t.fields} && array[${sql.join(
          fields.map((f) => sql`${f}`),
          sql`, `,
        )}]::text[]`
      : undefined,
  );
  return {
    count: async () => (await db.select({ n: count() }).from(t).where(where))[0]?.n ?? 0,
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select()
        .from(t)
        .where(where)
        .orderBy(desc(t.changedAt), desc(t.id))
        .limit(limit)
        .offset(skip);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          changed_at: row.changedAt.toISOString(),
          changed_by: { id: row.changedByUserId, name: row.changedByName, email: row.changedByEmail },
          changes: row.changes,
          speed_change: row.speedChange,
        })),
      };
    },
  };
}

/** What the boxes answered a speed change, on its history entry. */
export async function recordSpeedChangeDelivery(
  db: Db,
  changeId: number,
  delivery: SpeedChangeDelivery,
): Promise<void> {
  await db.update(t).set({ speedChange: delivery }).where(eq(t.id, changeId));
}
