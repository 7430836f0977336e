import type { TMe } from '@ared/contract/me';
import { TERMS_VERSION } from '@ared/contract/terms-version';
import { STORAGE_KEYS, TOKEN_KEY_PREFIX, termsAcceptedKeyFor } from './storage-keys';
import { localKeys, readLocal, readSession, writeLocal, writeSession } from './storage';

export type TermsRecord = { userId: number; version: string; acceptedAt: string; userAgent: string };

export const USER_AGENT_MAX_LENGTH = 120;

export const buildTermsRecord = (userId: number, now: Date, userAgent: string): TermsRecord => ({
  userId,
  version: TERMS_VERSION,
  acceptedAt: now.toISOString(),
  userAgent: userAgent.slice(0, USER_AGENT_MAX_LENGTH),
});

/** "An existing session with more than two ared/user/auth/token keys counts as accepted" (spec part 1 §4). */
export const isLegacyAcceptedSession = (keys: readonly string[]): boolean =>
  keys.filter((k) => k.startsWith(TOKEN_KEY_PREFIX)).length > 2;

type TermsSources = {
  serverVersion: string | null | undefined;
  localFlag: string | null;
  sessionFlag: string | null;
  storageKeys: readonly string[];
};

/** Pure rule: the server's record, the per-user browser record, or a legacy session. */
export const isTermsAccepted = (s: TermsSources): boolean =>
  s.serverVersion === TERMS_VERSION ||
  s.localFlag === TERMS_VERSION ||
  s.sessionFlag === TERMS_VERSION ||
  isLegacyAcceptedSession(s.storageKeys);

export const hasAcceptedTerms = (user: TMe | null): boolean => {
  if (!user) return false;
  // The server's record settles it without the browser's storage: the shell asks on every render, and
  // listing every local storage key each time showed in profiles of the first render (issue 29 §7).
  if (user.accepted_terms_version === TERMS_VERSION) return true;
  const key = termsAcceptedKeyFor(user.id);
  return isTermsAccepted({
    serverVersion: user.accepted_terms_version,
    localFlag: readLocal(key),
    sessionFlag: readSession(key),
    storageKeys: localKeys(),
  });
};

/** Remembers the acceptance per user and globally, in local and session storage, with a timestamp record. */
export const rememberTermsAccepted = (userId: number, now = new Date()): TermsRecord => {
  const record = buildTermsRecord(userId, now, typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const json = JSON.stringify(record);
  for (const write of [writeLocal, writeSession]) {
    write(termsAcceptedKeyFor(userId), TERMS_VERSION);
    write(STORAGE_KEYS.termsAccepted, TERMS_VERSION);
    write(STORAGE_KEYS.termsRecord, json);
  }
  return record;
};
