import type { TMobileMoneyProvider } from '@ared/contract/mobile-money';

/** Texts of the mobile-money card on /account-info (issue 32 §1, decision 077). */
export const MOBILE_MONEY_CARD_TEXTS = {
  heading: 'Mobile money',
  hint: 'Guests and SMEs pay you with these accounts. Values are stored encrypted and never shown again.',
  providers: { mtn_momo: 'MTN MoMo', airtel_money: 'Airtel Money' } satisfies Record<
    TMobileMoneyProvider,
    string
  >,
  notSetUp: 'Not set up',
  setUp: (environment: string, when: string) => `Set up (${environment}), updated ${when}`,
  enter: 'Enter credentials',
  replace: 'Replace credentials',
  remove: 'Remove',
  save: 'Save Credentials',
  cancel: 'Cancel',
  saved: 'Mobile money credentials saved',
  removed: 'Mobile money credentials removed',
  failed: 'Could not save the mobile money credentials',
  environment: 'Environment',
  environments: { sandbox: 'Sandbox', live: 'Live' },
} as const;

/** Each provider's fields, as its developer portal names them; `secret` ones are typed hidden. */
export const PROVIDER_FIELDS: Record<
  TMobileMoneyProvider,
  { name: string; label: string; secret?: boolean }[]
> = {
  mtn_momo: [
    { name: 'subscription_key', label: 'Subscription key (Ocp-Apim-Subscription-Key)', secret: true },
    { name: 'api_user', label: 'API user' },
    { name: 'api_key', label: 'API key', secret: true },
    { name: 'target_environment', label: 'Target environment (e.g. mtnrwanda)' },
    { name: 'callback_host', label: 'Callback host' },
  ],
  airtel_money: [
    { name: 'client_id', label: 'Client ID' },
    { name: 'client_secret', label: 'Client secret', secret: true },
    { name: 'country', label: 'Country (e.g. RW)' },
    { name: 'currency', label: 'Currency (e.g. RWF)' },
  ],
};
