import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '../../../packages/contract/src/vouchers';

const BASE = VOUCHER_CODE_ALPHABET.length;
const SPACE = BASE ** VOUCHER_CODE_LENGTH;
/** Coprime with 31^8, so i ↦ i·STEP mod 31^8 visits distinct numbers: distinct codes without a lookup. */
const STEP = 1_000_003;

/** The code of bench voucher i, the same as the SQL below computes (the load generators log in with it). */
export function benchCode(i: number): string {
  let n = (BigInt(i) * BigInt(STEP)) % BigInt(SPACE);
  let code = '';
  for (let k = 0; k < VOUCHER_CODE_LENGTH; k += 1) {
    code = VOUCHER_CODE_ALPHABET[Number(n % BigInt(BASE))]! + code;
    n /= BigInt(BASE);
  }
  return code;
}

/** The same code in SQL, for a generate_series row number `i` (bigint arithmetic, no overflow below 2^63). */
const codeSql = (i: string) =>
  Array.from({ length: VOUCHER_CODE_LENGTH }, (_, k) => {
    const power = BASE ** (VOUCHER_CODE_LENGTH - 1 - k);
    return `substr('${VOUCHER_CODE_ALPHABET}', (((${i}::bigint * ${STEP}) % ${SPACE}) / ${power} % ${BASE})::int + 1, 1)`;
  }).join(' || ');

/**
 * `count` vouchers for the partner, one per second of age (the newest is voucher 0). The first `loginPool`
 * are multi-user, 168 hours long and active: the RADIUS lines log in with them again and again. The rest
 * are a mix of states, each stored as the expiry sweep would leave it (a used voucher whose hour is over is
 * expired), so the server's first sweep has nothing to catch up on.
 */
export async function seedBenchVouchers(db: Db, partnerId: number, count: number, loginPool: number) {
  const chunk = 100_000;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk) - 1;
    await db.execute(
      sql.raw(`
        insert into vouchers (partner_id, code, status, duration_seconds, multi_user, created_at, expiry_date, first_used_at)
        select ${partnerId}, ${codeSql('i')},
          case when i < ${loginPool} then 'active'
               when i % 10 < 6 then case when i < 3600 then 'used' else 'expired' end
               when i % 10 < 9 and i >= 604800 then 'expired' else 'active' end,
          case when i < ${loginPool} then 604800 else 3600 end,
          i < ${loginPool},
          now() - make_interval(secs => i),
          case when i < ${loginPool} or i % 10 = 9 then now() + interval '30 days' else now() - make_interval(secs => i) + interval '7 days' end,
          case when i < ${loginPool} or i % 10 < 6 then now() - make_interval(secs => i) else null end
        from generate_series(${start}, ${end}) as i`),
    );
  }
}
