import { and, eq, inArray } from 'drizzle-orm';
import type { TRevenueBreakdownRow } from '@ared/contract/analytics';
import type { Db } from '../../db/client';
import { realms } from '../realms/schema';
import { routers } from '../routers/schema';
import type { PurchaseGroup } from './purchase-revenue';

const money = (n: number) => Math.round(n * 100) / 100;

/**
 * The purchases per box, realm and tier over the whole range (issue 32 §5): sales and reversals of the same
 * key on one line, `net` their difference, largest net first. Names are read within the partner only, so a
 * purchase's ids never reveal another partner's box or realm; a box or realm since removed shows no name.
 */
export async function revenueBreakdown(
  db: Db,
  partnerId: number,
  sales: readonly PurchaseGroup[],
  reversals: readonly PurchaseGroup[],
): Promise<TRevenueBreakdownRow[]> {
  const lines = new Map<string, TRevenueBreakdownRow>();
  const lineOf = (g: PurchaseGroup) => {
    const key = `${g.routerId}:${g.realmId ?? ''}:${g.tierId}:${g.minutes}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        router_id: g.routerId,
        router_serial_number: null,
        realm_id: g.realmId,
        realm_name: null,
        tier_id: g.tierId,
        minutes: g.minutes,
        purchases: 0,
        amount: 0,
        reversals: 0,
        reversed: 0,
        net: 0,
      };
      lines.set(key, line);
    }
    return line;
  };
  for (const g of sales) {
    const line = lineOf(g);
    line.purchases += g.count;
    line.amount = money(line.amount + g.amount);
  }
  for (const g of reversals) {
    const line = lineOf(g);
    line.reversals += g.count;
    line.reversed = money(line.reversed + g.amount);
  }
  const rows = [...lines.values()];
  if (rows.length === 0) return rows;
  const routerIds = [...new Set(rows.map((r) => r.router_id))];
  const realmIds = [...new Set(rows.flatMap((r) => (r.realm_id === null ? [] : [r.realm_id])))];
  const [boxNames, realmNames] = await Promise.all([
    db
      .select({ id: routers.id, name: routers.serialNumber })
      .from(routers)
      .where(and(eq(routers.partnerId, partnerId), inArray(routers.id, routerIds))),
    realmIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: realms.id, name: realms.name })
          .from(realms)
          .where(and(eq(realms.partnerId, partnerId), inArray(realms.id, realmIds))),
  ]);
  const serial = new Map(boxNames.map((b) => [b.id, b.name]));
  const realm = new Map(realmNames.map((r) => [r.id, r.name]));
  for (const row of rows) {
    row.router_serial_number = serial.get(row.router_id) ?? null;
    row.realm_name = row.realm_id === null ? null : (realm.get(row.realm_id) ?? null);
    row.net = money(row.amount - row.reversed);
  }
  return rows.sort(
    (a, b) => b.net - a.net || a.router_id - b.router_id || a.tier_id - b.tier_id || a.minutes - b.minutes,
  );
}
