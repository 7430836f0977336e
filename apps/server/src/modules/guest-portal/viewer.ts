import { createHash, randomBytes } from 'node:crypto';

/**
 * The viewer id a guest's browser keeps (a first-party cookie, a year): what advert views, survey answers,
 * ratings and the guest's details are counted by. Without JavaScript and without an account, a cookie is
 * the one thing a cheap phone's browser keeps between visits.
 */
export const VIEWER_COOKIE = 'ared_viewer';
export const LANGUAGE_COOKIE = 'ared_lang';
/** The device's latest mobile-money purchase on the portal (decision 078): reopening the portal finds it. */
export const PAYMENT_COOKIE = 'ared_payment';
const VIEWER_ID = /^[A-Za-z0-9_-]{16,64}$/;
const YEAR_SECONDS = 365 * 86_400;

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.slice(0, 8192).split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The request's viewer id, or a new one (with the Set-Cookie that keeps it) when it has none or a bad one. */
export function viewerOf(cookieHeader: string | undefined): { id: string; setCookie: string | null } {
  const known = readCookie(cookieHeader, VIEWER_COOKIE);
  if (known && VIEWER_ID.test(known)) return { id: known, setCookie: null };
  const id = randomBytes(16).toString('base64url');
  return { id, setCookie: cookie(VIEWER_COOKIE, id, YEAR_SECONDS) };
}

export const cookie = (name: string, value: string, maxAge: number) =>
  `${name}=${value}; Max-Age=${maxAge}; Path=/portal; SameSite=Lax; HttpOnly`;

/**
 * A stand-in MAC for a guest whose box did not say (no UAM hand-off): locally administered (02:…), from
 * the viewer id, so a single-user voucher and the free daily tier hold to this browser.
 */
export function viewerDevice(viewerId: string): string {
  const bytes = createHash('sha256').update(`viewer:${viewerId}`).digest().subarray(0, 5);
  return ['02', ...[...bytes].map((b) => b.toString(16).padStart(2, '0'))].join(':').toUpperCase();
}
