import { z } from 'zod/mini';

// Mobile money (issue 32 §1, decision 077): each partner enters its own credentials at MTN MoMo and/or
// Airtel Money. They are write-only: the API answers which fields are set and when, never their values.

export const MOBILE_MONEY_PROVIDERS = ['mtn_momo', 'airtel_money'] as const;
export type TMobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number];
/** Which of the provider's hosts the credentials are for: its sandbox or its live service. */
export const MOBILE_MONEY_ENVIRONMENTS = ['sandbox', 'live'] as const;

export const MOBILE_MONEY_TEXTS = {
  noCredentials: 'Mobile money is not set up for this partner.',
  removed: 'Mobile money credentials removed.',
} as const;

const secretField = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));
const plainField = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/**
 * MTN MoMo Collections (momodeveloper.mtn.com): the product's subscription key (Ocp-Apim-Subscription-Key),
 * the API user (a UUID) and its API key, the target environment ('sandbox', or the country's, e.g.
 * 'mtnrwanda') and the callback host the API user was created with.
 */
export const ZMtnMomoCredentialsSchema = z.object({
  environment: z.enum(MOBILE_MONEY_ENVIRONMENTS),
  subscription_key: secretField,
  api_user: z.uuid(),
  api_key: secretField,
  target_environment: z
    .string()
    .check(z.trim(), z.regex(/^[a-z]{3,40}$/, 'must be sandbox or the country environment, e.g. mtnrwanda')),
  callback_host: z
    .string()
    .check(z.trim(), z.regex(/^[a-z0-9.-]{1,253}$/i, 'must be a host name, e.g. portal.example.rw')),
});

/** Airtel Money collections (developers.airtel.africa): the application's client id and secret, its country and currency. */
export const ZAirtelMoneyCredentialsSchema = z.object({
  environment: z.enum(MOBILE_MONEY_ENVIRONMENTS),
  client_id: plainField,
  client_secret: secretField,
  country: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. RW')),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a three-letter currency code, e.g. RWF')),
});

/** One provider's credentials as the dashboard sees them: which fields are set, never their values. */
export const ZMobileMoneyCredentialsStateSchema = z.object({
  provider: z.enum(MOBILE_MONEY_PROVIDERS),
  environment: z.enum(MOBILE_MONEY_ENVIRONMENTS),
  fields_set: z.array(z.string()),
  updated_at: z.string(),
});
export type TMobileMoneyCredentialsState = z.infer<typeof ZMobileMoneyCredentialsStateSchema>;

export const ZMobileMoneyCredentialsListSchema = z.object({
  results: z.array(ZMobileMoneyCredentialsStateSchema),
});

/**
 * MTN's request-to-pay callback: only `externalId` (our payment id) is read; the rest of the body is not
 * trusted (the provider's status endpoint is asked before anything is settled).
 */
export const ZMtnMomoCallbackSchema = z.looseObject({
  externalId: z.string().check(z.minLength(1), z.maxLength(100)),
});
/** Airtel's collection callback: only `transaction.id` (our payment id) is read, as for MTN. */
export const ZAirtelMoneyCallbackSchema = z.looseObject({
  transaction: z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
});
