import type { Database } from '../../../db/client';
import { preparedSql } from '../../../db/prepared';

export type VoucherLoginRow = {
  id: number;
  /** 'free' or 'open' when the portal gave it away: a device's first login spends its daily allowance. */
  portal_kind: 'free' | 'open' | 'auto' | null;
  status: 'active' | 'used' | 'expired' | 'revoked';
  duration_seconds: number;
  multi_user: boolean;
  realm_id: number | null;
  expiry_date: Date | string;
  first_used_at: Date | string | null;
  used_by: string[];
  /** Set when this call claimed the voucher for the device (first use, or a new device of a multi-user one). */
  claimed_at: Date | string | null;
};

export type VoucherLogin = {
  partnerId: number;
  code: string;
  clientMac: string;
  realmId: number | null;
  now: Date;
};

/**
 * One statement reads a batch of logins' vouchers and claims those each device may use and is not yet
 * recorded on: the UPDATE's conditions are checked again by PostgreSQL on the row it locks, so two devices
 * racing for one single-user voucher get exactly one claim (the other's UPDATE finds first_used_at set and
 * changes nothing). A voucher the portal gave away is claimed only by the device holding today's allowance
 * for it (guest_allowances, taken by authorizeGuest first). Each voucher is found through the (partner, code) index (a lateral lookup: the planner
 * cannot count a JSON batch and would scan the table). The read sees the rows as they were before the statement, which is what a refusal is
 * chosen from. A batch never names one voucher twice (the caller splits them into rounds).
 */
const CLAIM_SQL = `
with input as (
  select * from jsonb_to_recordset($1::jsonb)
    as i(n int, partner_id int, code text, mac text, realm_id int, now timestamptz)
), found as (
  select i.n, i.mac, i.realm_id as box_realm, i.now, v.id, v.status, v.duration_seconds, v.multi_user,
    v.realm_id, v.expiry_date, v.first_used_at, v.used_by, v.portal_kind
  from input i
  cross join lateral (
    select * from vouchers v where v.partner_id = i.partner_id and v.code = i.code limit 1
  ) v
), claimed as (
  update vouchers t set
    status = case when t.multi_user then t.status else 'used' end,
    first_used_at = coalesce(t.first_used_at, f.now),
    used_by = case when f.mac = any(t.used_by) then t.used_by else array_append(t.used_by, f.mac) end
  from found f
  where t.id = any(array(select id from found)) and t.id = f.id
    and t.status in ('active', 'used')
    and (t.realm_id is null or t.realm_id = f.box_realm)
    and (t.first_used_at is null or not (f.mac = any(t.used_by)))
    and (t.multi_user or t.first_used_at is null)
    and case when t.first_used_at is null then t.expiry_date > f.now
             else t.first_used_at + make_interval(secs => t.duration_seconds) > f.now end
    and (t.portal_kind is null or exists (
      select 1 from guest_allowances a
      where a.partner_id = t.partner_id and a.kind = t.portal_kind and a.client_mac = f.mac
        and a.day = (f.now at time zone 'UTC')::date and a.voucher_id = t.id))
  returning f.n, t.first_used_at
)
select f.n, f.id, f.portal_kind, f.status, f.duration_seconds, f.multi_user, f.realm_id, f.expiry_date, f.first_used_at,
  f.used_by, c.first_used_at as claimed_at
from found f
left join claimed c on c.n = f.n`;

type Pending = {
  login: VoucherLogin;
  resolve: (row: VoucherLoginRow | undefined) => void;
  reject: (e: unknown) => void;
};

/**
 * Logins claimed in batches: a login waits only while a statement is running, and every login that arrived
 * meanwhile goes into the next one. One login costs one statement when the boxes are quiet; a thousand a
 * second cost a few dozen (the embedded database runs one statement at a time).
 */
function createClaimer(database: Database) {
  const claim = preparedSql<VoucherLoginRow & { n: number }>(database, CLAIM_SQL);
  const maxRunning = database.engine === 'pglite' ? 1 : 4;
  const queue: Pending[] = [];
  let running = 0;
  let scheduled = false;

  const runBatch = async (batch: Pending[]) => {
    // One voucher once per statement: a second login of the same code waits for the next round.
    const seen = new Set<string>();
    const round: Pending[] = [];
    for (const pending of batch) {
      const key = `${pending.login.partnerId}\u0000${pending.login.code}`;
      if (seen.has(key)) queue.push(pending);
      else {
        seen.add(key);
        round.push(pending);
      }
    }
    try {
      const rows = await claim([
        JSON.stringify(
          round.map((p, n) => ({
            n,
            partner_id: p.login.partnerId,
            code: p.login.code,
            mac: p.login.clientMac,
            realm_id: p.login.realmId,
            now: p.login.now.toISOString(),
          })),
        ),
      ]);
      const byN = new Map(rows.map((row) => [Number(row.n), row]));
      round.forEach((p, n) => p.resolve(byN.get(n)));
    } catch (error) {
      round.forEach((p) => p.reject(error));
    }
  };
  const pump = () => {
    scheduled = false;
    while (queue.length > 0 && running < maxRunning) {
      const batch = queue.splice(0, 500);
      running += 1;
      void runBatch(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  };
  return (login: VoucherLogin) =>
    new Promise<VoucherLoginRow | undefined>((resolve, reject) => {
      queue.push({ login, resolve, reject });
      if (!scheduled && running < maxRunning) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}

const claimers = new WeakMap<Database, ReturnType<typeof createClaimer>>();

/**
 * The voucher `code` of the partner as it was before this call, with `claimed_at` set when the call claimed
 * it for `clientMac` (its first login, or a new device of a multi-user voucher); undefined when the partner
 * has no such code. The rules that decide the answer are the hotspot module's (authorizeGuest).
 */
export function claimVoucherForLogin(
  database: Database,
  login: VoucherLogin,
): Promise<VoucherLoginRow | undefined> {
  let claimer = claimers.get(database);
  if (!claimer) {
    claimer = createClaimer(database);
    claimers.set(database, claimer);
  }
  return claimer(login);
}
