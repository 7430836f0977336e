import { describe, expect, it, vi } from 'vitest';
import { meFixture } from '../test/fixtures';
import { STORAGE_KEYS, termsAcceptedKeyFor } from './storage-keys';
import {
  buildTermsRecord,
  hasAcceptedTerms,
  isLegacyAcceptedSession,
  isTermsAccepted,
  rememberTermsAccepted,
} from './terms-record';

const none = { serverVersion: null, localFlag: null, sessionFlag: null, storageKeys: [] };

describe('terms acceptance', () => {
  it('is accepted by the server record, the local or the session flag of version 1.0', () => {
    expect(isTermsAccepted(none)).toBe(false);
    expect(isTermsAccepted({ ...none, serverVersion: '1.0' })).toBe(true);
    expect(isTermsAccepted({ ...none, localFlag: '1.0' })).toBe(true);
    expect(isTermsAccepted({ ...none, sessionFlag: '1.0' })).toBe(true);
    expect(isTermsAccepted({ ...none, serverVersion: '0.9' })).toBe(false);
  });

  it('counts a session with more than two ared/user/auth/token keys as accepted', () => {
    const two = ['ared/user/auth/token/access', 'ared/user/auth/token/refresh', 'other'];
    expect(isLegacyAcceptedSession(two)).toBe(false);
    expect(isLegacyAcceptedSession([...two, 'ared/user/auth/token/x'])).toBe(true);
  });

  it('our own session writes exactly two token keys, so it never counts as a legacy acceptance', () => {
    const tokenKeys = Object.values(STORAGE_KEYS).filter((k) => k.startsWith('ared/user/auth/token'));
    expect(tokenKeys).toHaveLength(2);
  });

  it('builds a timestamp record with user id, version 1.0, time and a truncated user agent', () => {
    const record = buildTermsRecord(11, new Date('2025-03-24T10:00:00Z'), 'x'.repeat(500));
    expect(record).toEqual({
      userId: 11,
      version: '1.0',
      acceptedAt: '2025-03-24T10:00:00.000Z',
      userAgent: 'x'.repeat(120),
    });
  });

  it('remembers per user and globally in local and session storage', () => {
    const user = meFixture({ id: 42 });
    expect(hasAcceptedTerms(user)).toBe(false);
    rememberTermsAccepted(42);
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(termsAcceptedKeyFor(42))).toBe('1.0');
      expect(storage.getItem(STORAGE_KEYS.termsAccepted)).toBe('1.0');
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.termsRecord) ?? '{}')).toMatchObject({
        userId: 42,
        version: '1.0',
      });
    }
    expect(hasAcceptedTerms(user)).toBe(true);
    expect(hasAcceptedTerms(meFixture({ id: 43 }))).toBe(false);
  });

  it("takes the server's record of the current version without reading the browser's storage", () => {
    const reads = [vi.spyOn(Storage.prototype, 'getItem'), vi.spyOn(Storage.prototype, 'key')];
    expect(hasAcceptedTerms(meFixture({ id: 7, accepted_terms_version: '1.0' }))).toBe(true);
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(hasAcceptedTerms(meFixture({ id: 7, accepted_terms_version: '0.9' }))).toBe(false);
  });

  it('the session-storage record alone is enough (local storage was cleared by a logout)', () => {
    sessionStorage.setItem(termsAcceptedKeyFor(5), '1.0');
    expect(hasAcceptedTerms(meFixture({ id: 5 }))).toBe(true);
  });
});
