import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { type AlertDefaults, type AlertRule, alertRules } from './rules';
import { type AlertDetails, alerts } from './schema';

export type RaisedAlert = {
  partnerId: number;
  kind: AlertRule['kind'];
  subject: string;
  details: AlertDetails;
};

/**
 * Evaluates the rules of decision 055, two statements per kind over the whole platform:
 *
 * 1. closes the kind's open alerts whose subject no longer holds (a recovery closes, it never opens);
 * 2. opens one for each subject that raises, in one `insert … select … on conflict do nothing returning`,
 *    unless an alert of the same kind and subject closed within `repeatMinutes`: a problem that comes and
 *    goes is one alert per period, not a storm. The unique index on open alerts (partner, kind,
 *    subject_key) keeps two evaluations at once from opening it twice; only the one that inserted the row
 *    gets it back, so only it mails.
 */
export async function evaluateRules(
  db: Db,
  context: { at: SQL; today: string; defaults: AlertDefaults; repeatMinutes: number },
): Promise<{ opened: RaisedAlert[]; closed: number }> {
  const { at, repeatMinutes } = context;
  const opened: RaisedAlert[] = [];
  let closed = 0;
  for (const rule of alertRules(context)) {
    const gone = await queryRows<{ id: number }>(
      db,
      sql`update ${alerts} a set closed_at = ${at}
          where a.kind = ${rule.kind} and a.closed_at is null
            and (a.partner_id, a.subject_key) not in (select h.partner_id, h.subject_key from (${rule.holding}) h)
          returning a.id`,
    );
    closed += gone.length;
    const rows = await queryRows<RaisedAlert>(
      db,
      sql`insert into ${alerts} (partner_id, kind, router_id, subject_key, subject, opened_at, details)
          select r.partner_id, ${rule.kind}, r.router_id, r.subject_key, r.subject, ${at}, r.details
          from (${rule.raising}) r
          where not exists (
            select 1 from ${alerts} q
            where q.partner_id = r.partner_id and q.kind = ${rule.kind} and q.subject_key = r.subject_key
              and q.closed_at > ${at} - make_interval(mins => ${repeatMinutes}::int)
          )
          on conflict (partner_id, kind, subject_key) where closed_at is null do nothing
          returning partner_id as "partnerId", kind, subject, details`,
    );
    opened.push(...rows);
  }
  return { opened, closed };
}
