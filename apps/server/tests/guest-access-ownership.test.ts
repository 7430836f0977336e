import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';

/**
 * Decision 043: the guest-access module is the only writer of its tables. Every source file of the other
 * modules, `lib/` and `jobs/` is read for a write into one of them, through Drizzle (`.insert(vouchers)`,
 * `.update(…)`, `.delete(…)`) or in SQL text (`insert into vouchers`, `update hotspot_sessions`,
 * `delete from portal_grants`, `on conflict … do update` in a statement on them). Seeds and the simulator
 * are not modules (decision 015) and may write demo rows.
 */
const OWNED = {
  vouchers: schema.vouchers,
  hotspotSessions: schema.hotspotSessions,
  portalGrants: schema.portalGrants,
  hotspotLoginFailures: schema.hotspotLoginFailures,
  voucherAutomationPreferences: schema.voucherAutomationPreferences,
  voucherPurchasePreferences: schema.voucherPurchasePreferences,
  guestAllowances: schema.guestAllowances,
  radiusNasStates: schema.radiusNasStates,
};

const SRC = join(__dirname, '../src');
const OWNER = join(SRC, 'modules/guest-access');
const SCANNED = ['modules', 'lib', 'jobs', 'plugins'].map((dir) => join(SRC, dir));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === OWNER ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** The writes into the owned tables that `source` makes, as `table: how`. */
export function writesInto(source: string): string[] {
  const found: string[] = [];
  for (const [variable, table] of Object.entries(OWNED)) {
    const name = getTableName(table);
    const drizzle = new RegExp(`\\.(insert|update|delete)\\(\\s*${variable}\\s*\\)`);
    const sql = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${name}"?\\b`, 'i');
    if (drizzle.test(source)) found.push(`${name}: drizzle`);
    if (sql.test(source)) found.push(`${name}: sql`);
  }
  return found;
}

describe('guest-access owns its tables (decision 043)', () => {
  it('finds writes through Drizzle and in SQL text (the check itself can fail)', () => {
    expect(writesInto('await db.update(vouchers).set({ status: "used" })')).toEqual(['vouchers: drizzle']);
    expect(writesInto('await tx.delete( hotspotSessions ).where(x)')).toEqual(['hotspot_sessions: drizzle']);
    expect(writesInto('`INSERT INTO "guest_allowances" (partner_id) values ($1)`')).toEqual([
      'guest_allowances: sql',
    ]);
    expect(writesInto("sql`update radius_nas_states set last_problem = 'x'`")).toEqual([
      'radius_nas_states: sql',
    ]);
    expect(writesInto('delete from portal_grants where day < $1')).toEqual(['portal_grants: sql']);
    // Reading is allowed: joins, selects, names in comments about other columns.
    expect(writesInto('select * from vouchers v join hotspot_sessions s on s.voucher_id = v.id')).toEqual([]);
    expect(writesInto('db.select().from(vouchers).where(eq(vouchers.id, 1))')).toEqual([]);
    expect(writesInto('update voucher_daily set count = count + 1')).toEqual([]);
  });

  it('no other module, lib/, jobs/ or plugin writes one of them', () => {
    const offenders = SCANNED.flatMap(sourceFiles).flatMap((file) =>
      writesInto(readFileSync(file, 'utf8')).map((write) => `${relative(SRC, file)} → ${write}`),
    );
    expect(offenders).toEqual([]);
  });
});
