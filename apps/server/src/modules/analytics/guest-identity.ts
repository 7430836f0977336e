import { createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { normalizeMac } from '../guest-access';
import { partners } from '../partners/schema';

/**
 * Who a guest device is, for the customer insights (decision 038): a keyed hash of its MAC (never the MAC),
 * its maker from the MAC's OUI, and its phone model from the portal's user agent.
 */

const require = createRequire(import.meta.url);

/**
 * The IEEE registries (MA-L, MA-M, MA-S) from `oui-data` (BSD-2-Clause, rebuilt from the IEEE files every
 * few days), loaded on first use: prefix (6, 7 or 9 hex digits) → the organisation's name (the first line of
 * its registry entry). About 50,000 names; the 5.6 MB JSON is read once and only the names are kept.
 */
let vendors: Map<string, string> | null = null;
function vendorTable(): Map<string, string> {
  if (!vendors) {
    const raw = require('oui-data') as Record<string, string>;
    vendors = new Map();
    for (const [prefix, entry] of Object.entries(raw)) {
      const name = entry.split('\n', 1)[0]?.trim();
      if (name) vendors.set(prefix, name);
    }
  }
  return vendors;
}

/**
 * A randomised (locally administered) address: bit 1 of the first byte set. Phones use one per network
 * since Android 10 and iOS 14, so it names no maker.
 */
export function isRandomisedMac(mac: string): boolean {
  const first = Number.parseInt(mac.slice(0, 2), 16);
  return Number.isFinite(first) && (first & 0x02) !== 0;
}

/** The maker of the device with this MAC from its OUI (longest prefix first); null when unknown or random. */
export function vendorOfMac(input: string): string | null {
  const mac = normalizeMac(input);
  if (!mac || isRandomisedMac(mac)) return null;
  const hex = mac.replace(/:/g, '');
  const table = vendorTable();
  return table.get(hex.slice(0, 9)) ?? table.get(hex.slice(0, 7)) ?? table.get(hex.slice(0, 6)) ?? null;
}

/** The device hash kept instead of the MAC: HMAC-SHA256 with the partner's salt of the normalised MAC. */
export function deviceHash(salt: string, mac: string): string {
  return createHmac('sha256', salt)
    .update(normalizeMac(mac) ?? mac.toUpperCase())
    .digest('hex');
}

/**
 * The partners' salts, each made on first use (32 random bytes). Two writers making the same partner's
 * salt at once both insert-or-nothing and then read: they get the same one.
 */
export async function partnerSalts(db: Db, partnerIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(partnerIds)];
  const salts = new Map<number, string>();
  if (ids.length === 0) return salts;
  const json = JSON.stringify(ids);
  const read = async () => {
    const rows = await queryRows<{ partner_id: number; salt: string }>(
      db,
      sql`select partner_id, salt from partner_device_salts
          where partner_id in (select value::int from json_array_elements_text(${json}::json))`,
    );
    for (const row of rows) salts.set(Number(row.partner_id), row.salt);
  };
  await read();
  const missing = ids.filter((id) => !salts.has(id));
  if (missing.length > 0) {
    const fresh = JSON.stringify(missing.map((id) => [id, randomBytes(32).toString('hex')]));
    await db.execute(
      sql`insert into partner_device_salts (partner_id, salt)
          select (v->>0)::int, v->>1 from json_array_elements(${fresh}::json) as v
          where exists (select 1 from ${partners} p where p.id = (v->>0)::int)
          on conflict (partner_id) do nothing`,
    );
    await read();
  }
  return salts;
}

type UaDevice = { vendor?: string; model?: string; type?: string };
type UaParserModule = { UAParser: new (ua?: string) => { getDevice(): UaDevice } };
let uaParser: UaParserModule | null = null;

/**
 * The phone model a browser's user agent names, through ua-parser-js 1.x (MIT; 2.x is AGPL): 'Samsung
 * SM-A125F', 'Apple iPhone', 'Tecno KG5'; null when it names none (desktop browsers, Android's reduced
 * user agent 'K'). Bounded in length: a user agent is the guest's to write.
 */
export function phoneModelOf(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  uaParser ??= require('ua-parser-js') as UaParserModule;
  const device = new uaParser.UAParser(userAgent.slice(0, 512)).getDevice();
  const model = device.model?.trim();
  if (!model || model === 'K') return null;
  const vendor = device.vendor?.trim();
  const name = vendor && !model.toLowerCase().startsWith(vendor.toLowerCase()) ? `${vendor} ${model}` : model;
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 64) || null;
}
