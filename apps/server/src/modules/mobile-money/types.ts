/** The providers a partner can collect with (issue 32 §1). */
export type MobileMoneyProvider = 'mtn_momo' | 'airtel_money';
export const MOBILE_MONEY_PROVIDERS: readonly MobileMoneyProvider[] = ['mtn_momo', 'airtel_money'];

export type PaymentStatus = 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';
/** Why a payment did not go through, as the guest/SME is told (the purpose's module words it in en/fr/rw). */
export type PaymentFailure =
  'declined' | 'insufficient_funds' | 'timeout' | 'provider_unavailable' | 'invalid_phone';
/** What the money is for; the module stores it as JSON and hands it back to the purpose's handler. */
export type PaymentPurpose =
  | {
      kind: 'portal_purchase';
      routerId: number;
      realmId: number | null;
      tierId: number;
      minutes: number;
      device: string;
    }
  | { kind: 'sme_billing'; billingId: number; smeId: number };

export type Payment = {
  /** uuid, also the provider's X-Reference-Id / Airtel transaction id. */
  id: string;
  partnerId: number;
  provider: MobileMoneyProvider;
  /** E.164 without '+', e.g. 250788123456. */
  phone: string;
  /** RWF has no minor unit: amountMinor = 300 for RWF 300 (contract money rules). */
  amountMinor: number;
  currency: string;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  failure: PaymentFailure | null;
  /** financialTransactionId (MTN) / airtel_money_id (Airtel), once the provider gives one. */
  providerReference: string | null;
  createdAt: Date;
  settledAt: Date | null;
};

/**
 * The partner cannot collect right now: it has no credentials for the provider, the provider refused them,
 * or the provider could not be reached before anything was asked of the payer. Callers turn it into a clear
 * 4xx/503 message; nothing was charged.
 */
export class MobileMoneyUnavailable extends Error {
  constructor(
    readonly reason: 'no_credentials' | 'credentials_refused' | 'provider_unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'MobileMoneyUnavailable';
  }
}
