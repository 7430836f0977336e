import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SealingPurpose, openText, sealText } from '../../lib/sealing';
import { mobileMoneyCredentials } from './schema';
import type { MobileMoneyProvider } from './types';

/** Which of the provider's hosts a partner's credentials are for. */
export type ProviderEnvironment = 'sandbox' | 'live';

/** MTN MoMo Collections: what the token and requesttopay calls need (names as in MTN's documentation). */
export type MtnMomoCredentials = {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
  callbackHost: string;
};
/** Airtel Money collections: the OAuth client and the country/currency headers every call carries. */
export type AirtelMoneyCredentials = {
  clientId: string;
  clientSecret: string;
  country: string;
  currency: string;
};

export type PartnerCredentials =
  | { provider: 'mtn_momo'; environment: ProviderEnvironment; fields: MtnMomoCredentials }
  | { provider: 'airtel_money'; environment: ProviderEnvironment; fields: AirtelMoneyCredentials };

// Its own key, not the RADIUS one: one purpose's sealed values never open with another's key.
const CREDENTIALS_SEALING: SealingPurpose = {
  salt: 'ared-mobile-money',
  info: 'mobile money credentials sealing v1',
};

/** Stores (replaces) a partner's credentials at one provider, sealed. */
export async function saveCredentials(
  db: Db,
  serverSecret: string,
  partnerId: number,
  credentials: PartnerCredentials,
  now: Date,
): Promise<void> {
  const sealed = sealText(serverSecret, CREDENTIALS_SEALING, JSON.stringify(credentials.fields));
  const fieldsSet = Object.entries(credentials.fields)
    .filter(([, value]) => value !== '')
    .map(([name]) => name);
  const row = {
    partnerId,
    provider: credentials.provider,
    environment: credentials.environment,
    sealed,
    fieldsSet,
    updatedAt: now,
  };
  await db
    .insert(mobileMoneyCredentials)
    .values(row)
    .onConflictDoUpdate({
      target: [mobileMoneyCredentials.partnerId, mobileMoneyCredentials.provider],
      set: { environment: row.environment, sealed, fieldsSet, updatedAt: now },
    });
}

/**
 * A partner's credentials at one provider, opened; null when it has none or they no longer open (the
 * server's secret changed): either way the partner cannot collect until they are entered again.
 */
export async function credentialsOf(
  db: Db,
  serverSecret: string,
  partnerId: number,
  provider: MobileMoneyProvider,
): Promise<PartnerCredentials | null> {
  const [row] = await db
    .select({ environment: mobileMoneyCredentials.environment, sealed: mobileMoneyCredentials.sealed })
    .from(mobileMoneyCredentials)
    .where(
      and(eq(mobileMoneyCredentials.partnerId, partnerId), eq(mobileMoneyCredentials.provider, provider)),
    );
  if (!row) return null;
  const opened = openText(serverSecret, CREDENTIALS_SEALING, row.sealed);
  if (opened === null) return null;
  const environment = row.environment as ProviderEnvironment;
  return provider === 'mtn_momo'
    ? { provider, environment, fields: JSON.parse(opened) as MtnMomoCredentials }
    : { provider, environment, fields: JSON.parse(opened) as AirtelMoneyCredentials };
}

/** What the dashboard may know of a partner's credentials: provider, environment, which fields, when. */
export async function credentialStates(db: Db, partnerId: number) {
  return db
    .select({
      provider: mobileMoneyCredentials.provider,
      environment: mobileMoneyCredentials.environment,
      fieldsSet: mobileMoneyCredentials.fieldsSet,
      updatedAt: mobileMoneyCredentials.updatedAt,
    })
    .from(mobileMoneyCredentials)
    .where(eq(mobileMoneyCredentials.partnerId, partnerId))
    .orderBy(mobileMoneyCredentials.provider);
}

/** Removes a partner's credentials at one provider; false when there were none. */
export async function removeCredentials(
  db: Db,
  partnerId: number,
  provider: MobileMoneyProvider,
): Promise<boolean> {
  const removed = await db
    .delete(mobileMoneyCredentials)
    .where(
      and(eq(mobileMoneyCredentials.partnerId, partnerId), eq(mobileMoneyCredentials.provider, provider)),
    )
    .returning({ id: mobileMoneyCredentials.id });
  return removed.length > 0;
}
