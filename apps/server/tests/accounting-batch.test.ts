import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/raw';
import { sql } from 'drizzle-orm';
import { type SessionWrite, writeSessions } from '../src/modules/guest-access/accounting';
import { openTestDatabase } from './helpers/database';
import { createPartner, createRouter } from './helpers/factories';
import { createVoucher } from './helpers/hotspot';

/**
 * A batch of accounting records goes to the database as one parameter (accounting.ts): every value a box can
 * send must come back as it was sent, whatever characters the batch's encoding gives meaning to (quotes,
 * backslashes, commas, braces, the word NULL).
 */
let database: Database;
let partnerId: number;
let routerId: number;
let code: string;

beforeAll(async () => {
  database = await openTestDatabase();
  partnerId = (await createPartner(database.db)).id;
  routerId = (await createRouter(database.db, partnerId)).id;
  code = (await createVoucher(database.db, partnerId)).code;
});
afterAll(() => database.close());

const write = (acctSessionId: string, extra: Partial<SessionWrite> = {}): SessionWrite => ({
  partnerId,
  routerId,
  code: null,
  acctSessionId,
  clientIp: null,
  clientMac: '02:00:00:00:00:01',
  status: 'connected',
  startTime: '2026-11-28T10:00:00.000Z',
  lastUpdate: '2026-11-28T10:01:00.000Z',
  stopTime: null,
  duration: 60,
  bytesIn: 0,
  bytesOut: 0,
  nasAddress: null,
  terminateCause: null,
  countersClamped: false,
  ...extra,
});

describe('an accounting batch in one parameter', () => {
  it('stores session ids and causes with quotes, backslashes, commas, braces, spaces, NULL and non-Latin text as sent', async () => {
    const ids = ['a"b', 'c\\d', 'e,f', '{g}', ' h i ', 'NULL', 'null', '', 'ünï 会话 🛜', '\\"', 'x\ty'];
    await writeSessions(
      database,
      ids.map((id, i) =>
        write(id, {
          terminateCause: i % 2 ? `Cause "${id}"` : null,
          nasAddress: i % 3 ? null : '10.0.0.1',
          countersClamped: i % 2 === 0,
          bytesIn: 2 ** 52 + i,
        }),
      ),
    );
    const rows = await queryRows<{
      acct_session_id: string;
      terminate_cause: string | null;
      nas_address: string | null;
      counters_clamped: boolean;
      bytes_in: string | number;
    }>(
      database.db,
      sql`select acct_session_id, terminate_cause, nas_address, counters_clamped, bytes_in from hotspot_sessions where router_id = ${routerId}`,
    );
    const byId = new Map(rows.map((r) => [r.acct_session_id, r]));
    expect([...byId.keys()].sort()).toEqual([...ids].sort());
    ids.forEach((id, i) => {
      const row = byId.get(id)!;
      expect(row.terminate_cause).toBe(i % 2 ? `Cause "${id}"` : null);
      expect(row.nas_address).toBe(i % 3 ? null : '10.0.0.1');
      expect(row.counters_clamped).toBe(i % 2 === 0);
      expect(Number(row.bytes_in)).toBe(2 ** 52 + i);
    });
  });

  it("joins the voucher by its code, and a text that is not the partner's code stays an auto session", async () => {
    await writeSessions(database, [
      write('with-code', { code }),
      write('not-a-code', { code: `${code}"},{"` }),
    ]);
    const rows = await queryRows<{
      acct_session_id: string;
      session_type: string;
      voucher_code: string | null;
    }>(
      database.db,
      sql`select acct_session_id, session_type, voucher_code from hotspot_sessions where router_id = ${routerId} and acct_session_id in ('with-code', 'not-a-code') order by acct_session_id`,
    );
    expect(rows).toEqual([
      { acct_session_id: 'not-a-code', session_type: 'auto', voucher_code: null },
      { acct_session_id: 'with-code', session_type: 'voucher', voucher_code: code },
    ]);
  });
});
