import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

const ISSUER = 'ared-dashboard';
const AUDIENCE = 'ared-dashboard';
// Only HS256 is accepted: a token signed with any other algorithm (or "none") is refused.
const ALGORITHMS = ['HS256'];

export type AccessClaims = { userId: number; otpVerified: boolean; familyId: string | null };
export type RefreshClaims = { userId: number; otpVerified: boolean; jti: string; familyId: string };

export type TokenSigner = ReturnType<typeof createTokenSigner>;

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);

  const sign = (
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
      .sign(key);

  async function verify(token: string, typ: 'access' | 'refresh') {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ALGORITHMS,
        issuer: ISSUER,
        audience: AUDIENCE,
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
      const payload = await verify(token, 'access');
      if (!payload) return null;
      const familyId = typeof payload.fam === 'string' ? payload.fam : null;
      return { userId: Number(payload.sub), otpVerified: payload.otp === true, familyId };
    },
    async verifyRefresh(token: string): Promise<RefreshClaims | null> {
      const payload = await verify(token, 'refresh');
      if (!payload || typeof payload.fam !== 'string' || !payload.jti) return null;
      return {
        userId: Number(payload.sub),
        otpVerified: payload.otp === true,
        jti: payload.jti,
        familyId: payload.fam,
      };
    },
  };
}
