import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

const ISSUER = 'ared-dashboard';
const AUDIENCE = 'ared-dashboard';
// Only HS256 is accepted: a token signed with any other algorithm (or "none") is refused.
const ALGORITHMS = ['HS256'];
// Families and refresh ids are uuid columns: anything else is refused here, not by the database.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export type AccessClaims = { userId: number; otpVerified: boolean; familyId: string };
export type RefreshClaims = { userId: number; otpVerified: boolean; jti: string; familyId: string };

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** Verified access tokens kept for their lifetime, so a token seen again costs a map lookup, not an HMAC. */
const VERIFIED_CACHE_MAX = 20_000;

export function createTokenSigner(secret: string) {
  // Imported once: jose imports a raw secret through WebCrypto on every call otherwise (0.3 ms each).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Keyed by the whole token, signature included: only a string that verified before is ever found here.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  const sign = async (
    typ: 'access' | 'refresh',
    claims: Record<string, unknown>,
    subject: number,
    ttl: number,
    jti: string,
  ) =>
    new SignJWT({ ...claims, typ })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subject))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(await key);

  async function verify(token: string, typ: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: AUDIENCE,
        // jose accepts a token without `exp` unless told otherwise: such a token would never expire.
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      });
      if (payload.typ !== typ || !payload.sub || !/^\d+$/.test(payload.sub) || !payload.jti) return null;
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  return {
    signAccess: ({ userId, otpVerified, familyId }: AccessClaims) =>
      sign('access', { otp: otpVerified, fam: familyId }, userId, ACCESS_TOKEN_TTL_SECONDS, randomUUID()),
    signRefresh: ({ userId, otpVerified, jti, familyId }: RefreshClaims) =>
      sign('refresh', { otp: otpVerified, fam: familyId }, userId, REFRESH_TOKEN_TTL_SECONDS, jti),
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const hit = verified.get(token);
      if (hit) {
        if (hit.expiresAt > Date.now()) return hit.claims;
        verified.delete(token);
      }
      const payload = await verify(token, 'access');
      // Every session has a family, and ending the family ends its access tokens: a token without one
      // could not be ended, so it is refused.
      if (!payload || !isUuid(payload.fam)) return null;
      const claims = {
        userId: Number(payload.sub),
        otpVerified: payload.otp === true,
        familyId: payload.fam,
      };
      if (verified.size >= VERIFIED_CACHE_MAX) verified.clear();
      verified.set(token, { claims, expiresAt: (payload.exp ?? 0) * 1000 });
      return claims;
    },
    async verifyRefresh(token: string): Promise<RefreshClaims | null> {
      const payload = await verify(token, 'refresh');
      if (!payload || !isUuid(payload.fam) || !isUuid(payload.jti)) return null;
      return {
        userId: Number(payload.sub),
        otpVerified: payload.otp === true,
        jti: payload.jti,
        familyId: payload.fam,
      };
    },
  };
}
