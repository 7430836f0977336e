import { and, eq, exists, inArray, isNotNull, isNull, not, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config/env';
import { localDate } from '../../lib/calendar';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { isOnlineAtSql } from '../devices';
import { routerState } from '../devices/schema';
import { partners } from '../partners/schema';
import { isDeployedSql } from '../routers';
import { routers } from '../routers/schema';
import { activeAdminEmailsOf } from '../users';
import { type OfflineBox, boxesOfflineMail, raisedAlertsMail } from './mail';
import { type RaisedAlert, evaluateRules } from './evaluate-rules';
import { type AlertDetails, alertSettings, alerts } from './schema';

export type EvaluateDeps = {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: { error: (obj: object, msg: string) => void };
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
            .leftJoin(routerState, eq(routerState.routerId, routers.id))
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
    .innerJoin(routerState, eq(routerState.routerId, routers.id))
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

/** One mail per partner with the boxes newly offline; a mail that fails is logged, the alerts stay. */
async function mailPartners(deps: EvaluateDeps, opened: OpenedAlert[]): Promise<number> {
  if (opened.length === 0) return 0;
  const byPartner = new Map<number, OpenedAlert[]>();
  for (const alert of opened) {
    const rows = byPartner.get(alert.partnerId);
    if (rows) rows.push(alert);
    else byPartner.set(alert.partnerId, [alert]);
  }
  const partnerIds = [...byPartner.keys()];
  const [admins, names] = await Promise.all([
    activeAdminEmailsOf(deps.db, partnerIds),
    deps.db
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(inArray(partners.id, partnerIds)),
  ]);
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  let mailed = 0;
  for (const [partnerId, rows] of byPartner) {
    const to = admins.get(partnerId);
    if (!to || to.length === 0) continue;
    const boxes: OfflineBox[] = rows.map((row) => ({
      serial: row.subject,
      ssid: row.details.ssid ?? null,
      lastSeen: new Date(row.details.last_seen ?? 0),
    }));
    try {
      await deps.mailer.send(
        boxesOfflineMail({
          to,
          partnerName: nameOf.get(partnerId) ?? `Partner ${partnerId}`,
          boxes,
          offlineMinutes: rows[0]?.details.offline_minutes ?? deps.defaults.offlineMinutes,
          timeZone: deps.timeZone,
        }),
      );
      mailed += 1;
    } catch (error) {
      deps.log.error({ err: error, partner: partnerId }, 'the mail of boxes gone offline was not sent');
    }
  }
  return mailed;
}

/** One mail per partner and kind for the alerts of the other kinds this evaluation opened. */
async function mailRaised(deps: EvaluateDeps, opened: RaisedAlert[]): Promise<number> {
  if (opened.length === 0) return 0;
  const groups = new Map<string, RaisedAlert[]>();
  for (const alert of opened) {
    const key = `${alert.partnerId}:${alert.kind}`;
    const rows = groups.get(key);
    if (rows) rows.push(alert);
    else groups.set(key, [alert]);
  }
  const partnerIds = [...new Set(opened.map((a) => a.partnerId))];
  const [admins, names] = await Promise.all([
    activeAdminEmailsOf(deps.db, partnerIds),
    deps.db
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(inArray(partners.id, partnerIds)),
  ]);
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  let mailed = 0;
  for (const rows of groups.values()) {
    const { partnerId, kind } = rows[0]!;
    const to = admins.get(partnerId);
    if (!to || to.length === 0) continue;
    try {
      await deps.mailer.send(
        raisedAlertsMail({
          to,
          partnerName: nameOf.get(partnerId) ?? `Partner ${partnerId}`,
          kind,
          alerts: rows,
          timeZone: deps.timeZone,
        }),
      );
      mailed += 1;
    } catch (error) {
      deps.log.error({ err: error, partner: partnerId, kind }, 'the mail of new alerts was not sent');
    }
  }
  return mailed;
}
