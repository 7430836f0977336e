import postgres from 'postgres';
import type { Ledger } from './cluster-load';

export type LedgerCount = { kind: string; acknowledged: number; found: number };

/**
 * Counts the acknowledged writes in the database that takes writes now (the promoted standby after a
 * failover): vouchers by code, uploads by id, heartbeats by box and reading time (one row of the time
 * series each), accounting Starts by box and Acct-Session-Id (one guest session each).
 */
export async function countLedger(
  databaseUrl: string,
  partnerId: number,
  ledger: Ledger,
): Promise<LedgerCount[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const one = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
    const vouchers = await one(sql<{ n: number }[]>`
      select count(*)::int as n from vouchers
      where partner_id = ${partnerId} and code = any(${ledger.vouchers}::text[])`);
    const uploads = await one(sql<{ n: number }[]>`
      select count(*)::int as n from media_files
      where partner_id = ${partnerId} and id = any(${ledger.uploads}::int[])`);
    const heartbeats = await one(sql<{ n: number }[]>`
      select count(*)::int as n from router_metrics m
      join unnest(${ledger.heartbeats.map((h) => h.routerId)}::int[], ${ledger.heartbeats.map((h) => h.recordedAt)}::timestamptz[])
        as acked(router_id, recorded_at)
        on m.router_id = acked.router_id and m.recorded_at = acked.recorded_at`);
    const sessions = await one(sql<{ n: number }[]>`
      select count(*)::int as n from hotspot_sessions s
      join unnest(${ledger.accountingStarts.map((a) => a.routerId)}::int[], ${ledger.accountingStarts.map((a) => a.sessionId)}::text[])
        as acked(router_id, acct_session_id)
        on s.router_id = acked.router_id and s.acct_session_id = acked.acct_session_id`);
    return [
      { kind: 'vouchers created (201, by code)', acknowledged: ledger.vouchers.length, found: vouchers },
      { kind: 'uploads (201, by id)', acknowledged: ledger.uploads.length, found: uploads },
      {
        kind: 'heartbeats (2xx, by box and reading time)',
        acknowledged: ledger.heartbeats.length,
        found: heartbeats,
      },
      {
        kind: 'accounting Starts (Accounting-Response, by box and session)',
        acknowledged: ledger.accountingStarts.length,
        found: sessions,
      },
    ];
  } finally {
    await sql.end();
  }
}

/** Whether every acknowledged write was found (more found than acknowledged cannot be: keys are unique). */
export const nothingLost = (counts: LedgerCount[]) => counts.every((c) => c.found === c.acknowledged);
