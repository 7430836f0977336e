import { describe, expect, it } from 'vitest';
import { PAY_LINK_DAYS, payLinkToken, readPayLink } from './momo-link';

const SECRET = 'a-server-secret-of-enough-length-0123456789';
const now = new Date('2026-11-29T08:00:00Z');

describe('pay-link tokens', () => {
  it('name their billing until they expire', () => {
    const token = payLinkToken(SECRET, 42, now);
    expect(readPayLink(SECRET, token, now)).toEqual({ billingId: 42 });
    const justBefore = new Date(now.getTime() + PAY_LINK_DAYS * 86_400_000 - 1000);
    expect(readPayLink(SECRET, token, justBefore)).toEqual({ billingId: 42 });
    expect(readPayLink(SECRET, token, new Date(now.getTime() + PAY_LINK_DAYS * 86_400_000))).toBe('expired');
  });

  it('cannot be pointed at another billing, stretched, or made without the secret', () => {
    const token = payLinkToken(SECRET, 42, now);
    const [, expires, mac] = token.split('.');
    expect(readPayLink(SECRET, `43.${expires}.${mac}`, now)).toBe('forged');
    expect(readPayLink(SECRET, `42.${Number(expires) + 86_400}.${mac}`, now)).toBe('forged');
    expect(readPayLink('another-secret-of-enough-length-0123456789', token, now)).toBe('forged');
    for (const junk of ['', '42', 'x.y.z', `${token}x`, token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))])
      expect(readPayLink(SECRET, junk, now), junk).toBe('forged');
  });
});
