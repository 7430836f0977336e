import type { PartnerCredentials } from '../credentials';
import type { PaymentFailure } from '../types';

/** What is asked of the provider: collect `amountMinor` from `phone`, known by `referenceId` from now on. */
export type CollectionRequest = {
  /** Our payment id: MTN's X-Reference-Id (and externalId), Airtel's transaction id. */
  referenceId: string;
  phone: string;
  amountMinor: number;
  currency: string;
  /** Where the provider posts the outcome. */
  callbackUrl: string;
  /** Shown to the payer on the phone's approval prompt. */
  payerMessage: string;
};

/** The provider's answer to a collection request. */
export type RequestOutcome =
  | { accepted: true }
  /** Refused outright (a bad number, an amount over the payer's limit): nothing will be collected. */
  | { accepted: false; failure: PaymentFailure; reason: string };

/** What the provider's status endpoint says of a payment: the only word a settlement is based on. */
export type ProviderStatus =
  | { state: 'pending' }
  | { state: 'successful'; providerReference: string | null }
  | { state: 'failed'; failure: PaymentFailure; reason: string }
  /** The provider has no such payment (our request never reached it). */
  | { state: 'unknown' };

/**
 * A provider call that did not get an answer one can act on. `credentials`: the provider refused the
 * partner's credentials (401/403 on the token call). `unreachable`: no connection, a timeout, a 5xx or an
 * answer of the wrong shape — whether the request was received is then unknown.
 */
export class ProviderCallFailed extends Error {
  constructor(
    readonly kind: 'credentials' | 'unreachable',
    readonly step: 'token' | 'request' | 'status',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderCallFailed';
  }
}

/** One provider's collection API, as its documentation describes it; `baseUrl` is configuration. */
export type ProviderAdapter<C extends PartnerCredentials = PartnerCredentials> = {
  requestCollection: (
    baseUrl: string,
    credentials: C['fields'],
    request: CollectionRequest,
  ) => Promise<RequestOutcome>;
  collectionStatus: (
    baseUrl: string,
    credentials: C['fields'],
    referenceId: string,
  ) => Promise<ProviderStatus>;
};
