import type { AirtelMoneyCredentials } from '../credentials';
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
 * Airtel Money collections (developers.airtel.africa, "Collection-APIs"): a client-credentials token from
 * POST /auth/oauth2/token, then POST /merchant/v1/payments/ (USSD push; our payment id is the transaction
 * id) and GET /standard/v1/payments/{id} for the outcome. The API calls carry X-Country and X-Currency.
 */

/** Airtel's documented response codes, in the words the payer is told. */
const FAILURE_OF_CODE: Record<string, PaymentFailure> = {
  DP00800001002: 'declined', // incorrect PIN
  DP00800001003: 'declined', // exceeds the payer's limit
  DP00800001004: 'provider_unavailable', // invalid amount
  DP00800001007: 'insufficient_funds',
  DP00800001008: 'declined', // refused by the payer
  DP00800001010: 'provider_unavailable', // payee not allowed
  DP00800001024: 'timeout',
  DP00800001029: 'timeout', // expired
};

/** Airtel's answers that name a case rather than a failure: by response code (DP…) or result code (ESB…). */
const TRANSACTION_ID_USED = ['DP00800001005', 'ESB000041'];
const TRANSACTION_NOT_FOUND = ['DP00800001025', 'ESB000045'];
/** "Invalid MSISDN length" (the number must be the subscriber's, without the country code). */
const INVALID_MSISDN = ['ESB000033', 'ESB000036'];

/** Calling codes of Airtel Money's countries: the subscriber's msisdn is sent without it, as documented. */
const CALLING_CODE: Record<string, string> = {
  RW: '250',
  UG: '256',
  KE: '254',
  TZ: '255',
  ZM: '260',
  MW: '265',
  CD: '243',
  CG: '242',
  GA: '241',
  MG: '261',
  NE: '227',
  NG: '234',
  SC: '248',
  TD: '235',
};

export const airtelMsisdn = (phone: string, country: string): string => {
  const code = CALLING_CODE[country];
  return code && phone.startsWith(code) ? phone.slice(code.length) : phone;
};

const responseCode = (body: unknown): string => {
  const code = field(body, 'status', 'response_code');
  return typeof code === 'string' ? code : 'UNKNOWN';
};
const resultCode = (body: unknown): string => {
  const code = field(body, 'status', 'result_code');
  return typeof code === 'string' ? code : 'UNKNOWN';
};
const names = (codes: string[], body: unknown) =>
  codes.includes(responseCode(body)) || codes.includes(resultCode(body));

export function airtelMoneyAdapter(tokens: TokenCache): ProviderAdapter<{
  provider: 'airtel_money';
  environment: 'sandbox' | 'live';
  fields: AirtelMoneyCredentials;
}> {
  /** Airtel's token: client credentials in the body; the calls add X-Country and X-Currency. */
  const withToken = (
    step: 'request' | 'status',
    baseUrl: string,
    c: AirtelMoneyCredentials,
    call: (headers: Record<string, string>) => Promise<ProviderResponse>,
  ) =>
    bearerCalls(tokens, {
      name: 'Airtel',
      tokenKey: ['airtel_money', baseUrl, c.clientId, c.clientSecret],
      tokenRequest: {
        url: `${baseUrl}/auth/oauth2/token`,
        headers: {},
        body: { client_id: c.clientId, client_secret: c.clientSecret, grant_type: 'client_credentials' },
      },
      refusedStatuses: [400, 401, 403],
      defaultSeconds: 180,
      callHeaders: { 'x-country': c.country, 'x-currency': c.currency },
    })(step, call);

  return {
    async requestCollection(baseUrl, c, request): Promise<RequestOutcome> {
      const { status, body } = await withToken('request', baseUrl, c, (headers) =>
        callProvider('request', `${baseUrl}/merchant/v1/payments/`, {
          method: 'POST',
          headers,
          body: {
            reference: request.payerMessage,
            subscriber: {
              country: c.country,
              currency: c.currency,
              msisdn: airtelMsisdn(request.phone, c.country),
            },
            transaction: {
              amount: Number(amountText(request.amountMinor, request.currency)),
              country: c.country,
              currency: request.currency,
              id: request.referenceId,
            },
          },
        }),
      );
      if (status >= 500)
        throw new ProviderCallFailed('unreachable', 'request', `Airtel payments answered ${status}`);
      const success = field(body, 'status', 'success');
      // DP00800001005: this transaction id is already there (our earlier attempt got through).
      if (status === 200 && (success === true || names(TRANSACTION_ID_USED, body))) return { accepted: true };
      if (status === 200 || status === 400) {
        const code = responseCode(body);
        if (names(INVALID_MSISDN, body))
          return { accepted: false, failure: 'invalid_phone', reason: resultCode(body) };
        return { accepted: false, failure: FAILURE_OF_CODE[code] ?? 'provider_unavailable', reason: code };
      }
      throw new ProviderCallFailed('unreachable', 'request', `Airtel payments answered ${status}`);
    },

    async collectionStatus(baseUrl, c, referenceId): Promise<ProviderStatus> {
      const { status, body } = await withToken('status', baseUrl, c, (headers) =>
        callProvider('status', `${baseUrl}/standard/v1/payments/${encodeURIComponent(referenceId)}`, {
          method: 'GET',
          headers,
        }),
      );
      if (status === 404 || names(TRANSACTION_NOT_FOUND, body)) return { state: 'unknown' };
      const state = field(body, 'data', 'transaction', 'status');
      if (status !== 200 || typeof state !== 'string') {
        throw new ProviderCallFailed('unreachable', 'status', `Airtel payment status answered ${status}`);
      }
      if (state === 'TS') {
        const reference = field(body, 'data', 'transaction', 'airtel_money_id');
        return { state: 'successful', providerReference: typeof reference === 'string' ? reference : null };
      }
      if (state === 'TF') {
        const code = responseCode(body);
        return { state: 'failed', failure: FAILURE_OF_CODE[code] ?? 'declined', reason: code };
      }
      // TE: the payer never answered the USSD prompt before it expired.
      if (state === 'TE') return { state: 'failed', failure: 'timeout', reason: 'TE' };
      // TIP (in progress), TA (ambiguous, Airtel resolves it later): not final.
      return { state: 'pending' };
    },
  };
}
