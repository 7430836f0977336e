import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner } from './tokens';

const FAMILY = '0b4f2c1e-8f3a-4c55-9d21-6a7b8c9d0e1f';
const claims = { userId: 7, otpVerified: true, familyId: FAMILY };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('verifies a token it signed, again from memory, with the same claims', async () => {
    const signer = createTokenSigner('a secret long enough for HS256 tokens');
    const token = await signer.signAccess(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
  });

  it('refuses a token whose signature was changed, even after the genuine one was verified', async () => {
    const signer = createTokenSigner('a secret long enough for HS256 tokens');
    const token = await signer.signAccess(claims);
    await signer.verifyAccess(token);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await signer.verifyAccess(`${header}.${payload}.${flipped}`)).toBeNull();
    // The same claims signed with another secret: refused.
    const other = await createTokenSigner('another secret, also long enough').signAccess(claims);
    expect(await signer.verifyAccess(other)).toBeNull();
  });

  it('stops accepting a remembered token when it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-23T08:00:00Z');
    vi.setSystemTime(start);
    const signer = createTokenSigner('a secret long enough for HS256 tokens');
    const token = await signer.signAccess(claims);
    expect(await signer.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(new Date(start.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000));
    expect(await signer.verifyAccess(token)).toBeNull();
  });

  it('does not take a refresh token for an access token', async () => {
    const signer = createTokenSigner('a secret long enough for HS256 tokens');
    const refresh = await signer.signRefresh({ ...claims, jti: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' });
    expect(await signer.verifyAccess(refresh)).toBeNull();
  });
});
