import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { hotspotSessions } from '../guest-access/schema';
import { ALL_BOXES } from './schema';
import { deviceHash, partnerSalts, vendorOfMac } from './guest-identity';

/**
 * A box and one UTC hour whose raw rows changed: the rollup's dirty keys (`keyId` is the box for sessions
 * and visits), or `routerId` when called directly.
 */
export type GuestHourKey = { partnerId: number; hour: Date } & ({ routerId: number } | { keyId: number });
const boxOf = (k: GuestHourKey) => ('routerId' in k ? k.routerId : k.keyId);

const HOUR_MS = 3_600_000;
/** Keys per statement: the rows of a few hundred box-hours at a time. */
const CHUNK = 500;

const keysJson = (keys: GuestHourKey[]) =>
  JSON.stringify(keys.map((k) => [k.partnerId, boxOf(k), new Date(k.hour).toISOString()]));

// Each statement takes its keys as one JSON parameter (postgres-js binds no JS arrays or Dates), and reads
// each (box, hour) by one index range scan (lateral: the planner cannot estimate a JSON list's rows). The
// lateral subqueries group (or DISTINCT ON), so the planner cannot flatten them into a join that it may
// hash against every session: at ten million sessions that took 15 s per 500 keys.
const KEYS = (json: string) => sql`select distinct (k->>0)::int as partner_id, (k->>1)::int as router_id,
  (k->>2)::timestamptz as hour from json_array_elements(${json}::json) as k`;

type Seen = {
  partnerId: number;
  routerId: number;
  hash: string;
  first: number;
  last: number;
  vendor: string | null;
};

/**
 * Guest devices of the hotspot sessions that started in these (box, hour)s (decision 038): each device once
 * per box and once in the partner's total (router -1), with the first and last time it started a session
 * there and its maker from the MAC's OUI. Upserted with least/greatest, so running it again for the same
 * hours (a session's updates mark its start hour again) changes nothing; a row is only rewritten when one
 * of them moves, since an unchanged rewrite still leaves a dead row and new index entries (decision 041).
 * The phone models of the same boxes' portal visits in those hours and the hour before (the portal comes
 * before the login) are then set on them. `sessions` is not kept here: a count cannot be recomputed by hour without double counting.
 */
export async function recordGuestDevices(db: Db, keys: GuestHourKey[]): Promise<void> {
  for (let i = 0; i < keys.length; i += CHUNK) await recordChunk(db, keys.slice(i, i + CHUNK));
  const earlier = keys.map((k) => ({
    partnerId: k.partnerId,
    routerId: boxOf(k),
    hour: new Date(new Date(k.hour).getTime() - HOUR_MS),
  }));
  await recordVisitDevices(db, [...keys, ...earlier]);
}

async function recordChunk(db: Db, keys: GuestHourKey[]): Promise<void> {
  const rows = await queryRows<{
    partner_id: number;
    router_id: number;
    client_mac: string;
    first_seen: Date | string;
    last_seen: Date | string;
  }>(
    db,
    sql`with k as (${KEYS(keysJson(keys))})
        select k.partner_id, k.router_id, s.client_mac, s.first_seen, s.last_seen
        from k cross join lateral (
          select x.client_mac, min(x.start_time) as first_seen, max(x.start_time) as last_seen
          from ${hotspotSessions} x
          where x.router_id = k.router_id and x.start_time >= k.hour
            and x.start_time < k.hour + interval '1 hour' and x.partner_id = k.partner_id
          group by x.client_mac
        ) s`,
  );
  if (rows.length === 0) return;
  const salts = await partnerSalts(
    db,
    rows.map((r) => Number(r.partner_id)),
  );
  const seen = new Map<string, Seen>();
  const note = (s: Seen) => {
    const key = `${s.partnerId}|${s.routerId}|${s.hash}`;
    const known = seen.get(key);
    if (!known) seen.set(key, s);
    else {
      known.first = Math.min(known.first, s.first);
      known.last = Math.max(known.last, s.last);
    }
  };
  for (const row of rows) {
    const partnerId = Number(row.partner_id);
    const salt = salts.get(partnerId);
    if (!salt) continue;
    const hash = deviceHash(salt, row.client_mac);
    const vendor = vendorOfMac(row.client_mac);
    const first = new Date(row.first_seen).getTime();
    const last = new Date(row.last_seen).getTime();
    note({ partnerId, routerId: Number(row.router_id), hash, first, last, vendor });
    note({ partnerId, routerId: ALL_BOXES, hash, first, last, vendor });
  }
  const values = JSON.stringify(
    [...seen.values()].map((s) => [
      s.partnerId,
      s.routerId,
      s.hash,
      new Date(s.first).toISOString(),
      new Date(s.last).toISOString(),
      s.vendor,
    ]),
  );
  await db.execute(
    sql`insert into guest_devices (partner_id, router_id, device_hash, first_seen, last_seen, vendor)
        select (v->>0)::int, (v->>1)::int, v->>2, (v->>3)::timestamptz, (v->>4)::timestamptz, v->>5
        from json_array_elements(${values}::json) as v
        on conflict (partner_id, router_id, device_hash) do update set
          first_seen = least(guest_devices.first_seen, excluded.first_seen),
          last_seen = greatest(guest_devices.last_seen, excluded.last_seen),
          vendor = coalesce(excluded.vendor, guest_devices.vendor)
        where excluded.first_seen < guest_devices.first_seen or excluded.last_seen > guest_devices.last_seen
          or (excluded.vendor is not null and excluded.vendor is distinct from guest_devices.vendor)`,
  );
}

/**
 * The phone models of the portal visits in these (box, hour)s, set on the guest devices that already exist
 * for the box and for the partner's total (decision 038: a visit alone is not a customer, so it makes no
 * guest device; `recordGuestDevices` calls this again for its hours, so a visit rolled up before the
 * login's session still lands). The latest visit's model wins; visits without a device hash or a model
 * change nothing. Running it twice changes nothing.
 */
export async function recordVisitDevices(db: Db, keys: GuestHourKey[]): Promise<void> {
  for (let i = 0; i < keys.length; i += CHUNK) {
    const json = keysJson(keys.slice(i, i + CHUNK));
    await db.execute(
      sql`with k as (${KEYS(json)}),
          latest as (
            select distinct on (k.partner_id, k.router_id, v.device_hash)
              k.partner_id, k.router_id, v.device_hash, v.phone_model
            from k cross join lateral (
              select distinct on (x.device_hash) x.id, x.device_hash, x.phone_model, x.visited_at
              from portal_visits x
              where x.router_id = k.router_id and x.visited_at >= k.hour
                and x.visited_at < k.hour + interval '1 hour' and x.partner_id = k.partner_id
                and x.device_hash is not null and x.phone_model is not null
              order by x.device_hash, x.visited_at desc, x.id desc
            ) v
            order by k.partner_id, k.router_id, v.device_hash, v.visited_at desc, v.id desc
          )
          update guest_devices g set phone_model = l.phone_model
          from latest l
          where g.partner_id = l.partner_id and g.device_hash = l.device_hash
            and g.router_id in (l.router_id, ${ALL_BOXES})
            and g.phone_model is distinct from l.phone_model`,
    );
  }
}
