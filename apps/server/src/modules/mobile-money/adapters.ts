import type { MobileMoneyConfig } from '../../config/env';
import type { PartnerCredentials } from './credentials';
import { airtelMoneyAdapter } from './providers/airtel-money';
import { mtnMomoAdapter } from './providers/mtn-momo';
import type { CollectionRequest, ProviderStatus, RequestOutcome } from './providers/provider';
import { createTokenCache } from './providers/token-cache';

// One token cache for the process: tokens outlive requests, and every payment of a partner shares one.
const tokens = createTokenCache();
const mtn = mtnMomoAdapter(tokens);
const airtel = airtelMoneyAdapter(tokens);

/** The partner's provider asked to collect, at the base URL its credentials' environment names. */
export function requestCollection(
  config: MobileMoneyConfig,
  credentials: PartnerCredentials,
  request: CollectionRequest,
): Promise<RequestOutcome> {
  const baseUrl = config.urls[credentials.provider][credentials.environment];
  return credentials.provider === 'mtn_momo'
    ? mtn.requestCollection(baseUrl, credentials.fields, request)
    : airtel.requestCollection(baseUrl, credentials.fields, request);
}

/** The partner's provider asked what became of a payment. */
export function collectionStatus(
  config: MobileMoneyConfig,
  credentials: PartnerCredentials,
  referenceId: string,
): Promise<ProviderStatus> {
  const baseUrl = config.urls[credentials.provider][credentials.environment];
  return credentials.provider === 'mtn_momo'
    ? mtn.collectionStatus(baseUrl, credentials.fields, referenceId)
    : airtel.collectionStatus(baseUrl, credentials.fields, referenceId);
}
