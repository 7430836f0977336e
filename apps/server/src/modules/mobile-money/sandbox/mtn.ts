import { randomBytes } from 'node:crypto';
import type { Ledger, SandboxTransaction } from './ledger';
import { SANDBOX_CREDENTIALS } from './credentials';
import {
  INVALID_JSON,
  type SandboxRequest,
  type SandboxResponse,
  UUID,
  header,
  isObject,
} from './http-types';

/**
 * MTN MoMo Collections as momodeveloper.mtn.com documents it: POST /collection/token/ (Basic auth and the
 * subscription key), POST /collection/v1_0/requesttopay (202, X-Reference-Id, X-Target-Environment,
 * optional X-Callback-Url), GET /collection/v1_0/requesttopay/{referenceId}. Errors in MTN's shapes.
 */
const KEY = SANDBOX_CREDENTIALS.mtn_momo;
const TOKEN_SECONDS = 3600;

const error = (status: number, code: string, message: string): SandboxResponse => ({
  status,
  body: { code, message },
});

/** MTN's answer for a request to pay, from the sandbox's neutral record. */
export function mtnStatusBody(transaction: SandboxTransaction) {
  const status =
    transaction.state === 'pending'
      ? 'PENDING'
      : transaction.state === 'successful'
        ? 'SUCCESSFUL'
        : 'FAILED';
  const reason =
    transaction.state === 'declined'
      ? 'APPROVAL_REJECTED'
      : transaction.state === 'insufficient_funds'
        ? 'NOT_ENOUGH_FUNDS'
        : transaction.state === 'expired'
          ? 'EXPIRED'
          : undefined;
  return {
    amount: transaction.amount,
    currency: transaction.currency,
    ...(transaction.providerReference && { financialTransactionId: transaction.providerReference }),
    externalId: transaction.extra.externalId,
    payer: { partyIdType: 'MSISDN', partyId: transaction.phone },
    payerMessage: transaction.extra.payerMessage,
    payeeNote: transaction.extra.payeeNote,
    status,
    ...(reason && { reason }),
  };
}

export function mtnSandbox(ledger: Ledger) {
  const tokens = new Set<string>();

  /** The subscription key and a token this sandbox issued, as every API call must carry. */
  const authorized = (request: SandboxRequest): SandboxResponse | null => {
    if (header(request, 'ocp-apim-subscription-key') !== KEY.subscriptionKey)
      return {
        status: 401,
        body: {
          statusCode: 401,
          message:
            'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
        },
      };
    const token = header(request, 'authorization')?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) return error(401, 'UNAUTHORIZED', 'Invalid or expired access token.');
    if (!header(request, 'x-target-environment'))
      return error(400, 'INVALID_TARGET_ENVIRONMENT', 'X-Target-Environment is missing.');
    if (header(request, 'x-target-environment') !== KEY.targetEnvironment)
      return error(403, 'NOT_ALLOWED_TARGET_ENVIRONMENT', 'Access to target environment is forbidden.');
    return null;
  };

  const token = (request: SandboxRequest): SandboxResponse => {
    if (header(request, 'ocp-apim-subscription-key') !== KEY.subscriptionKey)
      return {
        status: 401,
        body: { statusCode: 401, message: 'Access denied due to invalid subscription key.' },
      };
    const basic = header(request, 'authorization')?.match(/^Basic (.+)$/)?.[1];
    const [user, key] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (user !== KEY.apiUser || key !== KEY.apiKey) return { status: 401, body: { error: 'login_failed' } };
    const accessToken = randomBytes(24).toString('base64url');
    tokens.add(accessToken);
    return {
      status: 200,
      body: { access_token: accessToken, token_type: 'access_token', expires_in: TOKEN_SECONDS },
    };
  };

  const requestToPay = (request: SandboxRequest): SandboxResponse => {
    const denied = authorized(request);
    if (denied) return denied;
    const referenceId = header(request, 'x-reference-id');
    if (!referenceId || !UUID.test(referenceId))
      return error(400, 'INVALID_REFERENCE_ID', 'X-Reference-Id must be a UUID version 4.');
    const callbackUrl = header(request, 'x-callback-url');
    if (callbackUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(callbackUrl))
      return error(400, 'INVALID_CALLBACK_URL_HOST', 'Callback URL is not valid.');
    const body = request.body;
    if (body === INVALID_JSON || !isObject(body))
      return error(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
    const { amount, currency, externalId, payer, payerMessage, payeeNote } = body;
    if (typeof amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
      return error(400, 'INVALID_AMOUNT', 'Amount must be a positive number written as a string.');
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      return error(400, 'INVALID_CURRENCY', 'Currency must be an ISO 4217 code.');
    if (typeof externalId !== 'string' || externalId.length === 0)
      return error(400, 'BAD_REQUEST', 'externalId is required.');
    if (!isObject(payer) || payer.partyIdType !== 'MSISDN')
      return error(400, 'INVALID_PAYER', 'payer.partyIdType must be MSISDN.');
    if (typeof payer.partyId !== 'string' || !/^\d{8,15}$/.test(payer.partyId))
      return error(400, 'INVALID_PAYER', 'payer.partyId is not a valid MSISDN.');
    const opened = ledger.open({
      provider: 'mtn_momo',
      referenceId,
      phone: payer.partyId,
      amount,
      currency,
      callbackUrl: callbackUrl ?? null,
      extra: {
        externalId,
        payerMessage: typeof payerMessage === 'string' ? payerMessage : '',
        payeeNote: typeof payeeNote === 'string' ? payeeNote : '',
      },
    });
    if (!opened)
      return error(409, 'RESOURCE_ALREADY_EXIST', 'Duplicated reference id. Creation of resource failed.');
    return { status: 202 };
  };

  const status = (request: SandboxRequest, referenceId: string): SandboxResponse => {
    const denied = authorized(request);
    if (denied) return denied;
    const transaction = ledger.get('mtn_momo', referenceId);
    if (!transaction) return error(404, 'RESOURCE_NOT_FOUND', 'Requested resource was not found.');
    return { status: 200, body: mtnStatusBody(transaction) };
  };

  return (request: SandboxRequest): SandboxResponse | null => {
    const { method, path } = request;
    if (path === '/collection/token/' || path === '/collection/token')
      return method === 'POST' ? token(request) : error(405, 'METHOD_NOT_ALLOWED', 'Use POST.');
    if (path === '/collection/v1_0/requesttopay')
      return method === 'POST' ? requestToPay(request) : error(405, 'METHOD_NOT_ALLOWED', 'Use POST.');
    const statusPath = path.match(/^\/collection\/v1_0\/requesttopay\/([^/]+)$/);
    if (statusPath)
      return method === 'GET'
        ? status(request, decodeURIComponent(statusPath[1]!))
        : error(405, 'METHOD_NOT_ALLOWED', 'Use GET.');
    return null;
  };
}
