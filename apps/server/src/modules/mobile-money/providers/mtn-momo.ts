import type { MtnMomoCredentials } from '../credentials';
import type { PaymentFailure } from '../types';
import { bearerCalls } from './bearer-calls';
import { type ProviderResponse, amountText, callProvider, field } from './http';
import {
  type ProviderAdapter,
  ProviderCallFailed,
  type ProviderStatus,
  type RequestOutcome,
} from './provider';
import type { TokenCache } from './token-cache';

/**
 * MTN MoMo Collections (momodeveloper.mtn.com, "Collection" product): a bearer token from
 * POST /collection/token/ (Basic apiUser:apiKey), then POST /collection/v1_0/requesttopay with our payment id
 * as X-Reference-Id (202 Accepted), and GET /collection/v1_0/requesttopay/{referenceId} for the outcome.
 * Every call carries the product's Ocp-Apim-Subscription-Key; the API calls also X-Target-Environment.
 */

/** MTN's documented `reason` values on a FAILED request to pay, in the words the payer is told. */
const FAILURE_OF_REASON: Record<string, PaymentFailure> = {
  APPROVAL_REJECTED: 'declined',
  TRANSACTION_CANCELED: 'declined',
  NOT_ALLOWED: 'declined',
  PAYER_LIMIT_REACHED: 'declined',
  NOT_ENOUGH_FUNDS: 'insufficient_funds',
  EXPIRED: 'timeout',
  PAYER_NOT_FOUND: 'invalid_phone',
  PAYEE_NOT_FOUND: 'provider_unavailable',
  NOT_ALLOWED_TARGET_ENVIRONMENT: 'provider_unavailable',
  INTERNAL_PROCESSING_ERROR: 'provider_unavailable',
  SERVICE_UNAVAILABLE: 'provider_unavailable',
  COULD_NOT_PERFORM_TRANSACTION: 'provider_unavailable',
};

/** MTN's `reason` is a string in the current API and an object {code, message} in older answers. */
const reasonCode = (body: unknown): string => {
  const reason = field(body, 'reason');
  if (typeof reason === 'string') return reason;
  const code = field(reason, 'code');
  return typeof code === 'string' ? code : 'UNKNOWN';
};

export function mtnMomoAdapter(tokens: TokenCache): ProviderAdapter<{
  provider: 'mtn_momo';
  environment: 'sandbox' | 'live';
  fields: MtnMomoCredentials;
}> {
  /** MTN's token: Basic apiUser:apiKey with the subscription key; the calls add X-Target-Environment. */
  const withToken = (
    step: 'request' | 'status',
    baseUrl: string,
    c: MtnMomoCredentials,
    call: (headers: Record<string, string>) => Promise<ProviderResponse>,
  ) =>
    bearerCalls(tokens, {
      name: 'MTN',
      tokenKey: ['mtn_momo', baseUrl, c.subscriptionKey, c.apiUser, c.apiKey],
      tokenRequest: {
        url: `${baseUrl}/collection/token/`,
        headers: {
          authorization: `Basic ${Buffer.from(`${c.apiUser}:${c.apiKey}`).toString('base64')}`,
          'ocp-apim-subscription-key': c.subscriptionKey,
        },
      },
      refusedStatuses: [401, 403],
      defaultSeconds: 3600,
      callHeaders: {
        'x-target-environment': c.targetEnvironment,
        'ocp-apim-subscription-key': c.subscriptionKey,
      },
    })(step, call);

  return {
    async requestCollection(baseUrl, c, request): Promise<RequestOutcome> {
      const { status, body } = await withToken('request', baseUrl, c, (headers) =>
        callProvider('request', `${baseUrl}/collection/v1_0/requesttopay`, {
          method: 'POST',
          headers: {
            ...headers,
            'x-reference-id': request.referenceId,
            'x-callback-url': request.callbackUrl,
          },
          body: {
            amount: amountText(request.amountMinor, request.currency),
            currency: request.currency,
            externalId: request.referenceId,
            payer: { partyIdType: 'MSISDN', partyId: request.phone },
            payerMessage: request.payerMessage,
            payeeNote: request.payerMessage,
          },
        }),
      );
      // 409: a request with this reference exists already (our earlier attempt got through).
      if (status === 202 || status === 409) return { accepted: true };
      if (status === 400 || status === 403 || status === 404) {
        const code =
          typeof field(body, 'code') === 'string' ? (field(body, 'code') as string) : String(status);
        const failure: PaymentFailure = /PAYER|PARTY|MSISDN/i.test(code)
          ? 'invalid_phone'
          : 'provider_unavailable';
        return { accepted: false, failure, reason: code };
      }
      throw new ProviderCallFailed('unreachable', 'request', `MTN requesttopay answered ${status}`);
    },

    async collectionStatus(baseUrl, c, referenceId): Promise<ProviderStatus> {
      const { status, body } = await withToken('status', baseUrl, c, (headers) =>
        callProvider('status', `${baseUrl}/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, {
          method: 'GET',
          headers,
        }),
      );
      if (status === 404) return { state: 'unknown' };
      const state = field(body, 'status');
      if (status !== 200 || typeof state !== 'string')
        throw new ProviderCallFailed('unreachable', 'status', `MTN requesttopay status answered ${status}`);
      if (state === 'SUCCESSFUL') {
        const reference = field(body, 'financialTransactionId');
        return { state: 'successful', providerReference: typeof reference === 'string' ? reference : null };
      }
      if (state === 'FAILED') {
        const reason = reasonCode(body);
        return { state: 'failed', failure: FAILURE_OF_REASON[reason] ?? 'declined', reason };
      }
      // PENDING, and any state MTN may add: not final, asked again later.
      return { state: 'pending' };
    },
  };
}
