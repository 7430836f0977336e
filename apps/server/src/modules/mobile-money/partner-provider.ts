import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../types';
import { mobileMoneyCredentials } from './schema';
import type { MobileMoneyProvider } from './types';

/**
 * Rwanda's mobile prefixes: MTN numbers start 078/079, Airtel's 072/073. A partner with both providers
 * collects from each number at its own network; anywhere else (or no match) MTN first.
 */
const AIRTEL_PREFIXES = ['25072', '25073'];

/**
 * Which provider serves this partner (the one it has credentials for; with both, the phone's network
 * when one is given), or null when it has none: the portal then shows no mobile-money option.
 */
export async function partnerPaymentProvider(
  deps: AppDeps,
  partnerId: number,
  phone?: string,
): Promise<MobileMoneyProvider | null> {
  const rows = await deps.database.db
    .select({ provider: mobileMoneyCredentials.provider })
    .from(mobileMoneyCredentials)
    .where(eq(mobileMoneyCredentials.partnerId, partnerId));
  const providers = new Set(rows.map((row) => row.provider as MobileMoneyProvider));
  if (providers.size === 0) return null;
  if (providers.size === 1) return [...providers][0]!;
  return phone && AIRTEL_PREFIXES.some((prefix) => phone.startsWith(prefix)) ? 'airtel_money' : 'mtn_momo';
}
