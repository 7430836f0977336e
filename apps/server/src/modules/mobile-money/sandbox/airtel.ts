import { randomBytes } from 'node:crypto';
import { SANDBOX_CREDENTIALS } from './credentials';
import { INVALID_JSON, type SandboxRequest, type SandboxResponse, header, isObject } from './http-types';
import type { Ledger, SandboxTransaction } from './ledger';

/**
 * Airtel Money collections as developers.airtel.africa documents them: POST /auth/oauth2/token
 * (client_credentials), POST /merchant/v1/payments/ (X-Country, X-Currency; the subscriber's msisdn without
 * its country code), GET /standard/v1/payments/{id}. Answers carry Airtel's `status` block
 * {code, message, result_code, response_code, success}.
 */
const KEY = SANDBOX_CREDENTIALS.airtel_money;
const TOKEN_SECONDS = 180;
/** The calling code the sandbox puts back in front of a subscriber's msisdn (its country is RW). */
const CALLING_CODE = '250';

const statusBlock = (
  code: number,
  responseCode: string,
  message: string,
  resultCode: string,
  success: boolean,
) => ({
  code: String(code),
  message,
  result_code: resultCode,
  response_code: responseCode,
  success,
});

/** Airtel's result codes (ESB…) for a call it refuses, with the response code (DP…) it carries. */
const REFUSED = {
  invalid: { result: 'ESB000008', response: 'DP00800001004' },
  unauthorized: { result: 'ESB000001', response: 'DP00800001026' },
  msisdn: { result: 'ESB000036', response: 'DP00800001004' },
  duplicate: { result: 'ESB000041', response: 'DP00800001005' },
  notFound: { result: 'ESB000045', response: 'DP00800001025' },
} as const;

const refusal = (
  status: number,
  codes: { result: string; response: string },
  message: string,
): SandboxResponse => ({
  status,
  body: { status: statusBlock(status, codes.response, message, codes.result, false) },
});

/** Airtel's transaction status code and response code, from the sandbox's neutral record. */
export function airtelStatusOf(transaction: SandboxTransaction): {
  status: string;
  responseCode: string;
  message: string;
} {
  switch (transaction.state) {
    case 'pending':
      return { status: 'TIP', responseCode: 'DP00800001006', message: 'Transaction in progress' };
    case 'successful':
      return { status: 'TS', responseCode: 'DP00800001001', message: 'Transaction is successful' };
    case 'declined':
      return { status: 'TF', responseCode: 'DP00800001008', message: 'The transaction was refused' };
    case 'insufficient_funds':
      return { status: 'TF', responseCode: 'DP00800001007', message: 'Not enough balance' };
    case 'expired':
      return { status: 'TF', responseCode: 'DP00800001024', message: 'Transaction timed out' };
  }
}

export function airtelSandbox(ledger: Ledger) {
  const tokens = new Set<string>();

  const authorized = (request: SandboxRequest): SandboxResponse | null => {
    const token = header(request, 'authorization')?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) return refusal(401, REFUSED.unauthorized, 'Unauthorized');
    if (header(request, 'x-country') !== KEY.country || header(request, 'x-currency') !== KEY.currency)
      return refusal(400, REFUSED.invalid, 'X-Country and X-Currency must name the merchant account');
    return null;
  };

  const token = (request: SandboxRequest): SandboxResponse => {
    const body = request.body;
    if (body === INVALID_JSON || !isObject(body) || body.grant_type !== 'client_credentials')
      return {
        status: 400,
        body: { error: 'invalid_request', error_description: 'grant_type must be client_credentials' },
      };
    if (body.client_id !== KEY.clientId || body.client_secret !== KEY.clientSecret)
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client authentication failed' },
      };
    const accessToken = randomBytes(24).toString('base64url');
    tokens.add(accessToken);
    // Airtel writes expires_in as a string.
    return {
      status: 200,
      body: { access_token: accessToken, expires_in: String(TOKEN_SECONDS), token_type: 'bearer' },
    };
  };

  const pay = (request: SandboxRequest): SandboxResponse => {
    const denied = authorized(request);
    if (denied) return denied;
    const body = request.body;
    if (body === INVALID_JSON || !isObject(body))
      return refusal(400, REFUSED.invalid, 'Invalid request body');
    const { reference, subscriber, transaction } = body;
    if (typeof reference !== 'string' || reference.length === 0)
      return refusal(400, REFUSED.invalid, 'reference is required');
    // Rwanda's subscriber numbers are 9 digits, without the country code or a leading 0 (78…, 73…).
    if (
      !isObject(subscriber) ||
      typeof subscriber.msisdn !== 'string' ||
      !/^[1-9]\d{8}$/.test(subscriber.msisdn)
    )
      return refusal(
        400,
        REFUSED.msisdn,
        'Invalid MSISDN Length. MSISDN should be 9 digits and should not start with 0',
      );
    if (!isObject(transaction) || typeof transaction.id !== 'string' || transaction.id.length === 0)
      return refusal(400, REFUSED.invalid, 'transaction.id is required');
    if (typeof transaction.amount !== 'number' || !(transaction.amount > 0))
      return refusal(400, REFUSED.invalid, 'Invalid Amount');
    if (transaction.currency !== KEY.currency || transaction.country !== KEY.country)
      return refusal(400, REFUSED.invalid, 'transaction.country and currency must match the headers');
    const opened = ledger.open({
      provider: 'airtel_money',
      referenceId: transaction.id,
      phone: `${CALLING_CODE}${subscriber.msisdn}`,
      amount: String(transaction.amount),
      currency: KEY.currency,
      callbackUrl: null,
      extra: { reference },
    });
    if (!opened) return refusal(200, REFUSED.duplicate, 'Transaction ID was already used');
    return {
      status: 200,
      body: {
        data: { transaction: { id: transaction.id, status: 'Success.' } },
        status: statusBlock(200, 'DP00800001006', 'SUCCESS', 'ESB000010', true),
      },
    };
  };

  const enquiry = (request: SandboxRequest, id: string): SandboxResponse => {
    const denied = authorized(request);
    if (denied) return denied;
    const transaction = ledger.get('airtel_money', id);
    if (!transaction) return refusal(404, REFUSED.notFound, 'Transaction Not Found');
    const { status, responseCode, message } = airtelStatusOf(transaction);
    return {
      status: 200,
      body: {
        data: {
          transaction: {
            airtel_money_id: transaction.providerReference ?? '',
            id: transaction.referenceId,
            message,
            status,
          },
        },
        status: statusBlock(200, responseCode, 'SUCCESS', 'ESB000010', true),
      },
    };
  };

  return (request: SandboxRequest): SandboxResponse | null => {
    const { method, path } = request;
    if (path === '/auth/oauth2/token')
      return method === 'POST' ? token(request) : refusal(405, REFUSED.invalid, 'Use POST');
    if (path === '/merchant/v1/payments/' || path === '/merchant/v1/payments')
      return method === 'POST' ? pay(request) : refusal(405, REFUSED.invalid, 'Use POST');
    const enquiryPath = path.match(/^\/standard\/v1\/payments\/([^/]+)$/);
    if (enquiryPath)
      return method === 'GET'
        ? enquiry(request, decodeURIComponent(enquiryPath[1]!))
        : refusal(405, REFUSED.invalid, 'Use GET');
    return null;
  };
}

/** Airtel's callback body (sent to the URL configured for the application). */
export function airtelCallbackBody(transaction: SandboxTransaction) {
  const { status, message } = airtelStatusOf(transaction);
  return {
    transaction: {
      id: transaction.referenceId,
      message,
      status_code: status,
      airtel_money_id: transaction.providerReference ?? '',
    },
  };
}
