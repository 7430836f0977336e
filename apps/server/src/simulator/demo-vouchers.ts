import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '@ared/contract/vouchers';
import type { Db } from '../db/client';
import { partners, vouchers } from '../db/schema';

const WANTED_PER_PARTNER = 40;

const code = () =>
  Array.from(
    { length: VOUCHER_CODE_LENGTH },
    () => VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)],
  ).join('');

/**
 * The voucher codes the simulated guests use: the partners' active vouchers that work on every box and can
 * still take a new device. When a partner has fewer than 40, the simulator adds its own (batch `simulator`;
 * codes are drawn again on a clash), so guests keep logging in however many the seed made.
 */
export async function simulatorVoucherCodes(db: Db, boxPartnerIds: number[]): Promise<Map<number, string[]>> {
  if (boxPartnerIds.length === 0) return new Map();
  // The Kiosk plan has no vouchers (decision 011): its boxes get no voucher guests.
  const partnerIds = (
    await db
      .select({ id: partners.id })
      .from(partners)
      .where(and(inArray(partners.id, boxPartnerIds), sql`${partners.plan} <> 'Kiosk'`))
  ).map((p) => p.id);
  if (partnerIds.length === 0) return new Map();
  const usable = () =>
    db
      .select({ partnerId: vouchers.partnerId, code: vouchers.code })
      .from(vouchers)
      .where(
        and(
          inArray(vouchers.partnerId, partnerIds),
          eq(vouchers.status, 'active'),
          isNull(vouchers.realmId),
          or(eq(vouchers.multiUser, true), isNull(vouchers.firstUsedAt)),
          sql`${vouchers.expiryDate} > now()`,
        ),
      );
  const byPartner = new Map<number, string[]>(partnerIds.map((id) => [id, []]));
  for (const row of await usable()) byPartner.get(row.partnerId)?.push(row.code);
  const now = Date.now();
  const missing = partnerIds.flatMap((partnerId) =>
    Array.from({ length: Math.max(0, WANTED_PER_PARTNER - byPartner.get(partnerId)!.length) }, (_, i) => ({
      partnerId,
      code: code(),
      durationSeconds: [1800, 3600, 7200, 10_800][i % 4]!,
      multiUser: i % 5 === 0,
      batchId: 'simulator',
      expiryDate: new Date(now + 7 * 86_400_000),
    })),
  );
  if (missing.length > 0) {
    await db.insert(vouchers).values(missing).onConflictDoNothing();
    for (const id of partnerIds) byPartner.set(id, []);
    for (const row of await usable()) byPartner.get(row.partnerId)?.push(row.code);
  }
  return byPartner;
}
