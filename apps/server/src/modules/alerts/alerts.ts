import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TAlert, TAlertKind, TAlertSettings, TAlertSettingsUpdate } from '@ared/contract/alerts';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';
import { alertReads, alertSettings, alerts } from './schema';

/** The list and the bell read alerts for one user of one partner: whether that user has read each. */
type Reader = { partnerId: number; userId: number };

// The partner pairs too: on Citus the join stays on the partner's shard (decision 083).
const readByUser = (userId: number) =>
  and(
    eq(alertReads.alertId, alerts.id),
    eq(alertReads.partnerId, alerts.partnerId),
    eq(alertReads.userId, userId),
  );

/** The partner's alerts, newest first, open or closed ones, or one kind, only when asked; counted. */
export function alertListSource(
  db: Db,
  { partnerId, userId }: Reader,
  { status, kind }: { status?: 'open' | 'closed' | undefined; kind?: TAlertKind | undefined },
): ListSource<TAlert> {
  const where = and(
    eq(alerts.partnerId, partnerId),
    kind ? eq(alerts.kind, kind) : undefined,
    status === 'open'
      ? isNull(alerts.closedAt)
      : status === 'closed'
        ? isNotNull(alerts.closedAt)
        : undefined,
  );
  return {
    count: async () => (await db.select({ n: count() }).from(alerts).where(where))[0]?.n ?? 0,
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select({
          id: alerts.id,
          kind: alerts.kind,
          subject: alerts.subject,
          routerId: alerts.routerId,
          openedAt: alerts.openedAt,
          closedAt: alerts.closedAt,
          readAt: alertReads.readAt,
        })
        .from(alerts)
        .leftJoin(alertReads, readByUser(userId))
        .where(where)
        .orderBy(desc(alerts.openedAt), desc(alerts.id))
        .limit(limit)
        .offset(skip);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          subject: r.subject,
          router: r.routerId,
          opened_at: r.openedAt.toISOString(),
          closed_at: r.closedAt?.toISOString() ?? null,
          read: r.readAt !== null,
        })),
      };
    },
  };
}

/** The bell's number: the partner's alerts, open or closed, the user has not read. */
export async function unreadCount(db: Db, { partnerId, userId }: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .leftJoin(alertReads, readByUser(userId))
    .where(and(eq(alerts.partnerId, partnerId), isNull(alertReads.alertId)));
  return row?.n ?? 0;
}

/** Marks one of the partner's alerts read for the user; another partner's (or none) answers 404. */
export async function markRead(
  db: Db,
  { partnerId, userId }: Reader,
  alertId: number,
  at: Date,
): Promise<void> {
  const [own] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.partnerId, partnerId)))
    .limit(1);
  if (!own) throw notFound();
  await db.insert(alertReads).values({ partnerId, alertId, userId, readAt: at }).onConflictDoNothing();
}

/** Marks every alert of the partner read for the user, in one statement. */
export async function markAllRead(db: Db, { partnerId, userId }: Reader, at: Date): Promise<void> {
  await db
    .insert(alertReads)
    .select((qb) =>
      qb
        .select({
          partnerId: sql<number>`${alerts.partnerId}`.as('partner_id'),
          alertId: sql<number>`${alerts.id}`.as('alert_id'),
          userId: sql<number>`${userId}::int`.as('user_id'),
          readAt: sql<Date>`${at.toISOString()}::timestamptz`.as('read_at'),
        })
        .from(alerts)
        .where(eq(alerts.partnerId, partnerId)),
    )
    .onConflictDoNothing();
}

/** The partner's thresholds: its own where it set them, else the server's defaults (ALERTS_*). */
export async function alertSettingsOf(
  db: Db,
  partnerId: number,
  defaults: AppConfig['alerts'],
): Promise<TAlertSettings> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.partnerId, partnerId)).limit(1);
  return {
    offline_minutes: row?.offlineMinutes ?? defaults.offlineMinutes,
    disk_percent: row?.diskPercent ?? defaults.diskPercent,
    cpu_percent: row?.cpuPercent ?? defaults.cpuPercent,
    cpu_minutes: row?.cpuMinutes ?? defaults.cpuMinutes,
    radius_minutes: row?.radiusMinutes ?? defaults.radiusMinutes,
    overdue_days: row?.overdueDays ?? defaults.overdueDays,
    voucher_stock: row?.voucherStock ?? defaults.voucherStock,
  };
}

/** Saves the thresholds given; the others keep their value (the partner's own, or the default). */
export async function saveAlertSettings(
  db: Db,
  partnerId: number,
  change: TAlertSettingsUpdate,
  defaults: AppConfig['alerts'],
): Promise<TAlertSettings> {
  const set = {
    offlineMinutes: change.offline_minutes,
    diskPercent: change.disk_percent,
    cpuPercent: change.cpu_percent,
    cpuMinutes: change.cpu_minutes,
    radiusMinutes: change.radius_minutes,
    overdueDays: change.overdue_days,
    voucherStock: change.voucher_stock,
  };
  const given = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  // Nothing to change (an empty body): the settings as they are, no row written.
  if (Object.keys(given).length === 0) return alertSettingsOf(db, partnerId, defaults);
  await db
    .insert(alertSettings)
    .values({ partnerId, ...given, offlineMinutes: change.offline_minutes ?? defaults.offlineMinutes })
    .onConflictDoUpdate({ target: alertSettings.partnerId, set: given });
  return alertSettingsOf(db, partnerId, defaults);
}
