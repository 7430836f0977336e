import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxProvider, startSandboxProvider } from '../src/modules/mobile-money';
import { SANDBOX_CREDENTIALS } from '../src/modules/mobile-money/sandbox/credentials';

/**
 * The local sandbox provider refuses what the real providers refuse (issue 32 §4): no token, a wrong key, a
 * missing header, a bad body. An adapter that drifts from the documented shapes fails against it.
 */

let sandbox: SandboxProvider;
const MTN = SANDBOX_CREDENTIALS.mtn_momo;
const AIRTEL = SANDBOX_CREDENTIALS.airtel_money;
const REFERENCE = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const send = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>),
  };
};

const mtnToken = async () => {
  const basic = Buffer.from(`${MTN.apiUser}:${MTN.apiKey}`).toString('base64');
  const answer = await send('POST', '/collection/token/', {
    authorization: `Basic ${basic}`,
    'ocp-apim-subscription-key': MTN.subscriptionKey,
  });
  return answer.body!.access_token as string;
};
const airtelToken = async () =>
  (
    await send(
      'POST',
      '/auth/oauth2/token',
      {},
      {
        client_id: AIRTEL.clientId,
        client_secret: AIRTEL.clientSecret,
        grant_type: 'client_credentials',
      },
    )
  ).body!.access_token as string;

const requestToPay = {
  amount: '300',
  currency: 'RWF',
  externalId: REFERENCE,
  payer: { partyIdType: 'MSISDN', partyId: '250780000001' },
  payerMessage: 'Wi-Fi time',
  payeeNote: 'Wi-Fi time',
};

beforeAll(async () => {
  sandbox = await startSandboxProvider({ approvalDelayMs: 10_000 });
});
afterAll(() => sandbox.close());

describe('MTN MoMo shapes', () => {
  it('token: the subscription key and Basic apiUser:apiKey, else 401', async () => {
    const basic = Buffer.from(`${MTN.apiUser}:wrong`).toString('base64');
    expect(
      (
        await send('POST', '/collection/token/', {
          authorization: `Basic ${basic}`,
          'ocp-apim-subscription-key': MTN.subscriptionKey,
        })
      ).status,
    ).toBe(401);
    expect((await send('POST', '/collection/token/', { authorization: `Basic ${basic}` })).status).toBe(401);
    const token = await mtnToken();
    expect(token).toMatch(/^[\w-]{20,}$/);
  });

  it('requesttopay: token, subscription key, target environment and a UUID reference, else refused', async () => {
    const token = await mtnToken();
    const headers = {
      authorization: `Bearer ${token}`,
      'ocp-apim-subscription-key': MTN.subscriptionKey,
      'x-target-environment': 'sandbox',
      'x-reference-id': REFERENCE,
    };
    const path = '/collection/v1_0/requesttopay';
    expect(
      (await send('POST', path, { ...headers, authorization: 'Bearer forged' }, requestToPay)).status,
    ).toBe(401);
    expect(
      (await send('POST', path, { ...headers, 'ocp-apim-subscription-key': 'x' }, requestToPay)).status,
    ).toBe(401);
    const { 'x-target-environment': _omitted, ...noEnvironment } = headers;
    expect((await send('POST', path, noEnvironment, requestToPay)).status).toBe(400);
    expect(
      (await send('POST', path, { ...headers, 'x-reference-id': 'abc' }, requestToPay)).body,
    ).toMatchObject({
      code: 'INVALID_REFERENCE_ID',
    });
    expect((await send('POST', path, headers, { ...requestToPay, amount: 300 })).status).toBe(400);
    expect(
      (
        await send('POST', path, headers, {
          ...requestToPay,
          payer: { partyIdType: 'EMAIL', partyId: 'a@b' },
        })
      ).body,
    ).toMatchObject({ code: 'INVALID_PAYER' });
    expect((await send('POST', path, headers, '{"amount":')).status).toBe(400);
    expect((await send('POST', path, headers, requestToPay)).status).toBe(202);
    expect((await send('POST', path, headers, requestToPay)).status).toBe(409);
    const status = await send('GET', `${path}/${REFERENCE}`, headers);
    expect(status).toEqual({
      status: 200,
      body: expect.objectContaining({
        status: 'PENDING',
        externalId: REFERENCE,
        amount: '300',
        currency: 'RWF',
      }),
    });
    expect((await send('GET', `${path}/7e57d004-2b97-4e7a-b45f-5387367791cd`, headers)).status).toBe(404);
  });
});

describe('Airtel Money shapes', () => {
  it('token: client_credentials with the client id and secret, else 400/401', async () => {
    expect(
      (
        await send(
          'POST',
          '/auth/oauth2/token',
          {},
          { client_id: AIRTEL.clientId, client_secret: 'x', grant_type: 'client_credentials' },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await send(
          'POST',
          '/auth/oauth2/token',
          {},
          { client_id: AIRTEL.clientId, client_secret: AIRTEL.clientSecret, grant_type: 'password' },
        )
      ).status,
    ).toBe(400);
    expect(await airtelToken()).toMatch(/^[\w-]{20,}$/);
  });

  it('payments: bearer token, X-Country and X-Currency, the msisdn without its country code, else refused', async () => {
    const headers = {
      authorization: `Bearer ${await airtelToken()}`,
      'x-country': 'RW',
      'x-currency': 'RWF',
    };
    const body = {
      reference: 'Wi-Fi time',
      subscriber: { country: 'RW', currency: 'RWF', msisdn: '780000001' },
      transaction: { amount: 300, country: 'RW', currency: 'RWF', id: REFERENCE },
    };
    const path = '/merchant/v1/payments/';
    expect((await send('POST', path, { ...headers, authorization: 'Bearer forged' }, body)).status).toBe(401);
    expect((await send('POST', path, { ...headers, 'x-country': 'UG' }, body)).status).toBe(400);
    expect(
      (
        await send('POST', path, headers, {
          ...body,
          subscriber: { ...body.subscriber, msisdn: '250780000001' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await send('POST', path, headers, { ...body, transaction: { ...body.transaction, amount: '300' } }))
        .status,
    ).toBe(400);
    const accepted = await send('POST', path, headers, body);
    expect(accepted).toEqual({
      status: 200,
      body: {
        data: { transaction: { id: REFERENCE, status: 'Success.' } },
        status: expect.objectContaining({ success: true, response_code: 'DP00800001006' }),
      },
    });
    const enquiry = await send('GET', `/standard/v1/payments/${REFERENCE}`, headers);
    expect(enquiry.body).toMatchObject({ data: { transaction: { id: REFERENCE, status: 'TIP' } } });
    expect((await send('GET', '/standard/v1/payments/unknown', headers)).status).toBe(404);
  });
});

describe('the decision hook', () => {
  it('tells the moment a payment is decided, already successful, before its callback is sent', async () => {
    const order: string[] = [];
    const { createServer } = await import('node:http');
    // The callback's receiver: notes its arrival after the hook's.
    const receiver = createServer((req, res) => {
      order.push(`callback ${req.method}`);
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as { port: number }).port;
    const quick = await startSandboxProvider({
      approvalDelayMs: 50,
      onDecided: (transaction) =>
        order.push(
          `decided ${transaction.referenceId} ${transaction.state} ${transaction.providerReference ? 'ref' : 'none'}`,
        ),
    });
    try {
      const basic = Buffer.from(`${MTN.apiUser}:${MTN.apiKey}`).toString('base64');
      const token = await fetch(`${quick.url}/collection/token/`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'ocp-apim-subscription-key': MTN.subscriptionKey },
      }).then((r) => r.json() as Promise<{ access_token: string }>);
      const asked = await fetch(`${quick.url}/collection/v1_0/requesttopay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token.access_token}`,
          'ocp-apim-subscription-key': MTN.subscriptionKey,
          'x-target-environment': 'sandbox',
          'x-reference-id': REFERENCE,
          'x-callback-url': `http://127.0.0.1:${port}/callback`,
        },
        body: JSON.stringify(requestToPay),
      });
      expect(asked.status).toBe(202);
      for (let i = 0; i < 100 && order.length < 2; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(order).toEqual([`decided ${REFERENCE} successful ref`, 'callback PUT']);
    } finally {
      await quick.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
