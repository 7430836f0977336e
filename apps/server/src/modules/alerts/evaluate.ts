import { and, eq, exists, inArray, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import type { AppConfig } from '../../config/env';
import { localDate } from '../../lib/calendar';
import type { Clock } from '../../lib/clock';
import { isOnlineAtSql, stateOfBox } from '../devices';
import { routerState } from '../devices/schema';
import { partners } from '../partners/schema';
import { isDeployedSql } from '../routers';
import { routers } from '../routers/schema';
import { type DeliverDeps, deliverAlerts } from './deliver';
import { type OfflineBox, boxesOfflineMail, raisedAlertsMail } from './mail';
import { recipientsOf } from './preferences';
import { type RaisedAlert, evaluateRules } from './evaluate-rules';
import { type AlertDetails, alertSettings, alerts } from './schema';

export type EvaluateDeps = DeliverDeps & {
  clock: Clock;
  /** The partners' wall clock, for the times in the mail (the billing time zone). */
  timeZone: string;
  /** The thresholds of a partner without its own, and the repeat period (ALERTS_*). */
  defaults: AppConfig['alerts'];
};

export type Evaluation = { opened: number; closed: number; mailed: number };

/**
 * One evaluation of every kind of alert (issue 29 §1): `box_offline` here, the others by their rules
 * (`evaluate-rules.ts`, decision 055); each partner gets one mail per kind listing what this run opened.
 */
export async function evaluateAlerts(deps: EvaluateDeps): Promise<Evaluation> {
  const now = deps.clock.now();
  const offline = await evaluateBoxOffline(deps, now);
  const rules = await evaluateRules(deps.db, {
    at: sql`${now.toISOString()}::timestamptz`,
    today: localDate(now, deps.timeZone),
    defaults: deps.defaults,
    repeatMinutes: deps.defaults.repeatMinutes,
  });
  const mailed = await mailRaised(deps, rules.opened);
  return {
    opened: offline.opened + rules.opened.length,
    closed: offline.closed + rules.closed,
    mailed: offline.mailed + mailed,
  };
}

/**
 * One evaluation of the `box_offline` alerts (issue 29 §1), set-based over the whole fleet:
 *
 * 1. closes the open alerts of boxes that report again, or that left the partner or the field (a recovery
 *    closes the alert and sends nothing);
 * 2. opens one for each deployed box of a partner that reported at least once, is offline, and whose last
 *    heartbeat is older than the partner's threshold (so a flap shorter than it raises nothing), in one
 *    `insert … select … on conflict do nothing`: the unique index on open alerts keeps a box from having
 *    two, whoever evaluates at the same moment;
 * 3. mails each partner once, listing the boxes this evaluation opened alerts for: only the evaluation that
 *    inserted a row mails it, so a repeated or concurrent one mails nothing more.
 *
 * The time is the app's clock (tests move it), not the database's.
 */
async function evaluateBoxOffline(deps: EvaluateDeps, now: Date): Promise<Evaluation> {
  const { db } = deps;
  const at = sql`${now.toISOString()}::timestamptz`;

  const closed = await db
    .update(alerts)
    .set({ closedAt: now })
    .where(
      and(
        eq(alerts.kind, 'box_offline'),
        isNull(alerts.closedAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(routers)
            .leftJoin(routerState, stateOfBox)
            .where(
              sql`${routers.id} = ${alerts.routerId} and (${isOnlineAtSql(at)} or ${routers.partnerId} is distinct from ${alerts.partnerId} or not ${isDeployedSql})`,
            ),
        ),
      ),
    )
    .returning({ id: alerts.id });

  const threshold = sql<number>`coalesce(${alertSettings.offlineMinutes}, ${deps.defaults.offlineMinutes}::int)`;
  const offline = db
    .select({
      partnerId: routers.partnerId,
      kind: sql`'box_offline'`,
      routerId: routers.id,
      subjectKey: sql`'router:' || ${routers.id}`,
      subject: routers.serialNumber,
      openedAt: at,
      details: sql`jsonb_build_object('last_seen', ${routerState.lastSeen}, 'ssid', ${routers.ssid}, 'offline_minutes', ${threshold})`,
    })
    .from(routers)
    .innerJoin(routerState, stateOfBox)
    .leftJoin(alertSettings, eq(alertSettings.partnerId, routers.partnerId))
    .where(
      and(
        isNotNull(routers.partnerId),
        isDeployedSql,
        not(isOnlineAtSql(at)),
        sql`${routerState.lastSeen} < ${at} - make_interval(mins => ${threshold})`,
      ),
    );
  // One statement for the whole fleet; the query builder's insert-select wants every column (the id too).
  const opened = await queryRows<OpenedAlert>(
    db,
    sql`insert into ${alerts} (partner_id, kind, router_id, subject_key, subject, opened_at, details) ${offline}
        on conflict (partner_id, kind, subject_key) where closed_at is null do nothing
        returning partner_id as "partnerId", subject, details`,
  );

  const mailed = await mailPartners(deps, opened);
  return { opened: opened.length, closed: closed.length, mailed };
}

type OpenedAlert = { partnerId: number; subject: string; details: AlertDetails };

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: T[], key: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return [...groups.values()];
}

/** The names of the partners, for the mails' greeting. */
async function partnerNames(deps: EvaluateDeps, partnerIds: number[]): Promise<Map<number, string>> {
  const rows = await deps.db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(inArray(partners.id, partnerIds));
  return new Map(rows.map((p) => [p.id, p.name]));
}

/** One delivery per partner with the boxes newly offline; a mail that fails is logged, the alerts stay. */
async function mailPartners(deps: EvaluateDeps, opened: OpenedAlert[]): Promise<number> {
  if (opened.length === 0) return 0;
  const partnerIds = [...new Set(opened.map((a) => a.partnerId))];
  const [to, names] = await Promise.all([recipientsOf(deps.db, partnerIds), partnerNames(deps, partnerIds)]);
  let mailed = 0;
  for (const rows of groupBy(opened, (a) => String(a.partnerId))) {
    const partnerId = rows[0]!.partnerId;
    const boxes: OfflineBox[] = rows.map((row) => ({
      serial: row.subject,
      ssid: row.details.ssid ?? null,
      lastSeen: new Date(row.details.last_seen ?? 0),
    }));
    const mail = boxesOfflineMail({
      to: [],
      partnerName: names.get(partnerId) ?? `Partner ${partnerId}`,
      boxes,
      offlineMinutes: rows[0]?.details.offline_minutes ?? deps.defaults.offlineMinutes,
      timeZone: deps.timeZone,
    });
    if (await deliverAlerts(deps, partnerId, 'box_offline', to(partnerId, 'box_offline'), mail)) mailed += 1;
  }
  return mailed;
}

/** One delivery per partner and kind for the alerts of the other kinds this evaluation opened. */
async function mailRaised(deps: EvaluateDeps, opened: RaisedAlert[]): Promise<number> {
  if (opened.length === 0) return 0;
  const partnerIds = [...new Set(opened.map((a) => a.partnerId))];
  const [to, names] = await Promise.all([recipientsOf(deps.db, partnerIds), partnerNames(deps, partnerIds)]);
  let mailed = 0;
  for (const rows of groupBy(opened, (a) => `${a.partnerId}:${a.kind}`)) {
    const { partnerId, kind } = rows[0]!;
    const mail = raisedAlertsMail({
      to: [],
      partnerName: names.get(partnerId) ?? `Partner ${partnerId}`,
      kind,
      alerts: rows,
      timeZone: deps.timeZone,
    });
    if (await deliverAlerts(deps, partnerId, kind, to(partnerId, kind), mail)) mailed += 1;
  }
  return mailed;
}
