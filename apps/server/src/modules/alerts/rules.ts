import { type SQL, sql } from 'drizzle-orm';
import type { TAlertKind } from '@ared/contract/alerts';
import { smeDaysOverdue } from '../billing';
import { cpuPinnedOf, diskUsedPercentOf, latestCpuPercentOf } from '../devices';
import { radiusProblemSince, realmHasVouchers, voucherStockOf } from '../guest-access';
import { realms } from '../realms/schema';
import { isDeployedSql } from '../routers';
import { routers } from '../routers/schema';
import { smes } from '../smes/schema';
import { alertSettings } from './schema';

/** The server's thresholds for a partner that did not set its own (ALERTS_*). */
export type AlertDefaults = {
  diskPercent: number;
  cpuPercent: number;
  cpuMinutes: number;
  radiusMinutes: number;
  overdueDays: number;
  voucherStock: number;
};

/**
 * One kind of alert other than `box_offline` (decision 055), as two selects over the whole platform:
 * `raising`, the subjects whose problem holds now past its threshold (columns partner_id, router_id,
 * subject_key, subject, details), and `holding`, the subjects whose open alert stays open (partner_id,
 * subject_key); an open alert of the kind whose subject is not among them closes.
 */
export type AlertRule = { kind: Exclude<TAlertKind, 'box_offline'>; raising: SQL; holding: SQL };

/** Where a rule is evaluated: the app's clock (tests move it) and today on the billing calendar. */
export type RuleContext = { at: SQL; today: string; defaults: AlertDefaults };

const threshold = (column: string, fallback: number) => sql.raw(`coalesce(s.${column}, ${fallback})`);
const settingsOf = (partnerId: SQL) => sql`left join ${alertSettings} s on s.partner_id = ${partnerId}`;

/** A rule about a box: deployed boxes of a partner, keyed by the router. */
function boxRule(
  kind: AlertRule['kind'],
  lateral: SQL,
  raises: SQL,
  details: SQL,
  holds = raises,
): AlertRule {
  const from = sql`from ${routers} ${settingsOf(sql`${routers.partnerId}`)} cross join lateral (${lateral}) x
    where ${routers.partnerId} is not null and ${isDeployedSql}`;
  return {
    kind,
    raising: sql`select ${routers.partnerId} as partner_id, ${routers.id} as router_id,
      'router:' || ${routers.id} as subject_key, ${routers.serialNumber} as subject, ${details} as details
      ${from} and ${raises}`,
    holding: sql`select ${routers.partnerId} as partner_id, 'router:' || ${routers.id} as subject_key
      ${from} and ${holds}`,
  };
}

/** A rule about an SME that is not terminated, keyed and named by the SME. */
function smeRule(kind: AlertRule['kind'], lateral: SQL, raises: SQL, details: SQL): AlertRule {
  const from = sql`from ${smes} ${settingsOf(sql`${smes.partnerId}`)} cross join lateral (${lateral}) x
    where not ${smes.isTerminated} and ${raises}`;
  return {
    kind,
    raising: sql`select ${smes.partnerId} as partner_id, null::int as router_id, 'sme:' || ${smes.id} as subject_key,
      ${smes.name} as subject, ${details} as details ${from}`,
    holding: sql`select ${smes.partnerId} as partner_id, 'sme:' || ${smes.id} as subject_key ${from}`,
  };
}

export function alertRules({ at, today, defaults: d }: RuleContext): AlertRule[] {
  const disk = threshold('disk_percent', d.diskPercent);
  const cpu = threshold('cpu_percent', d.cpuPercent);
  const cpuMinutes = threshold('cpu_minutes', d.cpuMinutes);
  const radiusMinutes = threshold('radius_minutes', d.radiusMinutes);
  const overdueDays = threshold('overdue_days', d.overdueDays);
  const stock = threshold('voucher_stock', d.voucherStock);
  const routerId = sql`${routers.id}`;
  const boxPartnerId = sql`${routers.partnerId}`;
  const smeId = sql`${smes.id}`;
  const realmId = sql`${realms.id}`;
  return [
    boxRule(
      'disk_full',
      sql`select ${diskUsedPercentOf(routerId, boxPartnerId)} as value`,
      sql`x.value >= ${disk}`,
      sql`jsonb_build_object('value', x.value, 'threshold', ${disk})`,
    ),
    // Raised when every heartbeat of the window is pinned; held while the latest one still is, so the
    // alert does not close and reopen on each reading around the threshold.
    boxRule(
      'cpu_pinned',
      sql`select ${latestCpuPercentOf(routerId, boxPartnerId)} as latest`,
      sql`x.latest >= ${cpu} and ${cpuPinnedOf(routerId, boxPartnerId, at, cpuMinutes, cpu)} is not null`,
      sql`jsonb_build_object('value', ${cpuPinnedOf(routerId, boxPartnerId, at, cpuMinutes, cpu)}, 'threshold', ${cpu}, 'minutes', ${cpuMinutes})`,
      sql`x.latest >= ${cpu}`,
    ),
    boxRule(
      'radius_problem',
      sql`select ${radiusProblemSince(routerId, sql`${at} - make_interval(mins => ${radiusMinutes})`)} as value`,
      sql`x.value is not null`,
      sql`x.value || jsonb_build_object('threshold', ${radiusMinutes})`,
    ),
    smeRule(
      'billing_overdue',
      sql`select ${smeDaysOverdue(smeId, today)} as days`,
      sql`x.days >= ${overdueDays}`,
      sql`jsonb_build_object('value', x.days, 'threshold', ${overdueDays})`,
    ),
    smeRule(
      'sme_suspended',
      sql`select 1`,
      sql`not ${smes.isActive} and ${smes.suspendedReason} = 'non_payment'`,
      sql`'{}'::jsonb`,
    ),
    (() => {
      const from = sql`from ${realms} ${settingsOf(sql`${realms.partnerId}`)}
        cross join lateral (select ${voucherStockOf(realmId, at)} as stock) x
        where x.stock < ${stock} and ${realmHasVouchers(realmId)}`;
      return {
        kind: 'voucher_stock_low' as const,
        raising: sql`select ${realms.partnerId} as partner_id, null::int as router_id,
          'realm:' || ${realms.id} as subject_key, ${realms.name} as subject,
          jsonb_build_object('value', x.stock, 'threshold', ${stock}) as details ${from}`,
        holding: sql`select ${realms.partnerId} as partner_id, 'realm:' || ${realms.id} as subject_key ${from}`,
      };
    })(),
  ];
}
