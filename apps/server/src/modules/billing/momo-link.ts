import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a pay link in a mail or SMS works: past a billing cycle's reminders and grace. */
export const PAY_LINK_DAYS = 45;
const DAY_MS = 86_400_000;
const TOKEN = /^([1-9]\d{0,9})\.([1-9]\d{0,10})\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string) => createHmac('sha256', secret).update('sme-billing-pay-link').digest();
const macOf = (secret: string, billingId: number, expires: number) =>
  createHmac('sha256', keyOf(secret)).update(`${billingId}.${expires}`).digest('base64url');

/**
 * The token of a billing's pay-by-mobile-money link (issue 32 §3, decision 078): the billing, when the link
 * stops working (epoch seconds) and an HMAC of both under a key drawn from the server's secret. Nothing is
 * stored: the link cannot be guessed (256-bit MAC) nor pointed at another billing, and a mail sent months
 * ago stops taking money on its own. What it pays is read from the billing when it is opened.
 */
export function payLinkToken(secret: string, billingId: number, now: Date): string {
  const expires = Math.floor((now.getTime() + PAY_LINK_DAYS * DAY_MS) / 1000);
  return `${billingId}.${expires}.${macOf(secret, billingId, expires)}`;
}

/** The billing a pay-link token names; 'forged' (404) for any token this server did not sign, 'expired' (410). */
export function readPayLink(
  secret: string,
  token: string,
  now: Date,
): { billingId: number } | 'forged' | 'expired' {
  const parts = TOKEN.exec(token);
  if (!parts) return 'forged';
  const billingId = Number(parts[1]);
  const expires = Number(parts[2]);
  const given = Buffer.from(parts[3]!, 'base64url');
  const wanted = Buffer.from(macOf(secret, billingId, expires), 'base64url');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'forged';
  return expires * 1000 <= now.getTime() ? 'expired' : { billingId };
}

export const payLinkPath = (token: string) => `/pay/billing/${token}`;

/** One payment per bill, amount, number and attempt: a double tap or a reload finds the one under way. */
export const billPaymentKey = (billingId: number, amount: number, phone: string, after: string) =>
  createHash('sha256').update(['sme', billingId, amount, phone, after].join('\n')).digest('base64url');
