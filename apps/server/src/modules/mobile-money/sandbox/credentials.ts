import type { AirtelMoneyCredentials, MtnMomoCredentials } from '../credentials';

/**
 * The only credentials the local sandbox accepts: the demo partners are given them (sandbox environment),
 * and a newcomer may type them into the dashboard. They open nothing anywhere else.
 */
export const SANDBOX_CREDENTIALS = {
  mtn_momo: {
    subscriptionKey: 'sandbox-subscription-key-0001',
    apiUser: '6f0b8a4e-2c1d-4e5f-9a7b-3c2d1e0f9a8b',
    apiKey: 'sandbox-api-key-0001',
    targetEnvironment: 'sandbox',
    callbackHost: 'localhost',
  } satisfies MtnMomoCredentials,
  airtel_money: {
    clientId: 'sandbox-client-0001',
    clientSecret: 'sandbox-client-secret-0001',
    country: 'RW',
    currency: 'RWF',
  } satisfies AirtelMoneyCredentials,
} as const;
