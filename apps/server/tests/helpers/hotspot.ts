import { eq } from 'drizzle-orm';
import { VOUCHER_CODE_ALPHABET } from '@ared/contract/vouchers';
import type { Db } from '../../src/db/client';
import { hotspotSessions, vouchers } from '../../src/db/schema';
import type { Box } from '../../src/modules/guest-access/nas';

let counter = 0;

/** A fresh valid code (8 characters of the alphabet), unique within the test process. */
export function voucherCode(): string {
  counter += 1;
  let n = counter + Math.floor(Math.random() * 1e6) * 1000;
  let code = '';
  for (let i = 0; i < 8; i += 1) {
    code += VOUCHER_CODE_ALPHABET[n % VOUCHER_CODE_ALPHABET.length];
    n = Math.floor(n / VOUCHER_CODE_ALPHABET.length);
  }
  return code;
}

export async function createVoucher(
  db: Db,
  partnerId: number,
  values: Partial<typeof vouchers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(vouchers)
    .values({
      partnerId,
      code: voucherCode(),
      durationSeconds: 3600,
      expiryDate: new Date(Date.now() + 86_400_000),
      ...values,
    })
    .returning();
  return row!;
}

export const voucherRow = async (db: Db, id: number) =>
  (await db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!;

export const sessionsOf = (db: Db, routerId: number) =>
  db.select().from(hotspotSessions).where(eq(hotspotSessions.routerId, routerId)).orderBy(hotspotSessions.id);

export const boxOf = (
  router: { id: number; serialNumber: string; realmId?: number | null },
  partnerId: number,
  extra: Partial<Box> = {},
): Box => ({
  routerId: router.id,
  serial: router.serialNumber,
  partnerId,
  realmId: router.realmId ?? null,
  secret: null,
  bandwidthDown: null,
  bandwidthUp: null,
  rateLimitFamily: 'wispr',
  messageAuthenticator: 'auto',
  messageAuthenticatorSeen: false,
  ...extra,
});
