import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app';
import { PASSWORD, createPartner, createUser } from './helpers/factories';

let ctx: TestContext;
let partnerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  partnerId = (await createPartner(ctx.db)).id;
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/jwt/create/',
    payload: { phone: email, password },
    remoteAddress,
  });
const attempts = async (n: number, email: string, password: string, remoteAddress: string) => {
  const codes: number[] = [];
  for (let i = 0; i < n; i += 1) codes.push((await signIn(email, password, remoteAddress)).statusCode);
  return codes;
};
const newEmail = async () => (await createUser(ctx.db, { partnerId })).email;

describe('sign-in throttling counts failures, per account and address', () => {
  it("an attacker's failures from one address do not lock out the real user from another", async () => {
    const email = await newEmail();
    const attacker = await attempts(15, email, 'Guess@2345', '203.0.113.66');
    expect(attacker.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(attacker.slice(10).every((code) => code === 429)).toBe(true);
    // Locked for this address, even with the right password: the attacker cannot test guesses any more.
    expect((await signIn(email, PASSWORD, '203.0.113.66')).statusCode).toBe(429);
    expect((await signIn(email, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('successful sign-ins are not counted', async () => {
    const email = await newEmail();
    expect(await attempts(12, email, PASSWORD, '198.51.100.21')).toEqual(Array(12).fill(200));
  });

  it('one address failing on many accounts is stopped after 50 failures', async () => {
    const address = '203.0.113.67';
    for (let account = 0; account < 5; account += 1)
      expect(await attempts(10, await newEmail(), 'Guess@2345', address)).toEqual(Array(10).fill(401));
    const next = await newEmail();
    expect((await signIn(next, 'Guess@2345', address)).statusCode).toBe(429);
    expect((await signIn(next, PASSWORD, '198.51.100.22')).statusCode).toBe(200);
  });

  it('guessing spread over many addresses stops at the account ceiling of 100 failures', async () => {
    const email = await newEmail();
    for (let host = 1; host <= 10; host += 1)
      expect(await attempts(10, email, 'Guess@2345', `192.0.2.${host}`)).toEqual(Array(10).fill(401));
    const res = await signIn(email, 'Guess@2345', '192.0.2.99');
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/^Too many requests\. Try again in \d+ minutes?\.$/);
  });
});
