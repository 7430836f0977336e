import { describe, expect, it } from 'vitest';
import { meFixture } from '../test/fixtures';
import { activeTabStore, setActiveTab } from './active-tab';
import {
  authStore,
  clearAllLocalData,
  clearSession,
  markAuthenticated,
  markOtpVerified,
  setTokens,
  setUser,
  syncFromStorage,
} from './auth-store';
import { STORAGE_KEYS } from './storage-keys';

describe('auth store', () => {
  it('persists tokens, user, partner id and flags in local storage', () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture());
    markAuthenticated();
    markOtpVerified();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r');
    expect(localStorage.getItem(STORAGE_KEYS.partnerId)).toBe('7');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      email: 'premium.admin@example.com',
    });
    expect(localStorage.getItem(STORAGE_KEYS.isAuthenticated)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.otpVerified)).toBe('true');
  });

  it('stores a re-read user only when it changed: the same user again notifies nobody', () => {
    setUser(meFixture());
    let notified = 0;
    const unsubscribe = authStore.subscribe(() => notified++);
    setUser(meFixture());
    expect(notified).toBe(0);
    setUser({ ...meFixture(), first_name: 'Renamed' });
    expect(notified).toBe(1);
    expect(authStore.get().user?.first_name).toBe('Renamed');
    unsubscribe();
  });

  it('restores the state from local storage (a reload, or another tab)', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a2');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r2');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(meFixture()));
    localStorage.setItem(STORAGE_KEYS.partnerId, '7');
    localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
    syncFromStorage();
    expect(authStore.get()).toMatchObject({
      accessToken: 'a2',
      refreshToken: 'r2',
      partnerId: 7,
      isAuthenticated: true,
      otpVerified: false,
    });
  });

  it('keeps the user object it has when storage holds the same user: a token refresh redraws no one for it', () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture());
    const user = authStore.get().user;
    // Another tab (or the refresh) rotated the tokens; the stored user is the same.
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a3');
    syncFromStorage();
    expect(authStore.get().accessToken).toBe('a3');
    expect(authStore.get().user).toBe(user);
    // A changed user is taken.
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...meFixture(), first_name: 'Renamed' }));
    syncFromStorage();
    expect(authStore.get().user?.first_name).toBe('Renamed');
  });

  it('clearSession forgets the session but keeps the active tab', () => {
    setTokens({ access: 'a', refresh: 'r' });
    setActiveTab({ tab: 'Routers', id: 6 });
    clearSession();
    expect(authStore.get()).toMatchObject({ accessToken: null, user: null, isAuthenticated: false });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.activeTab)).toBe('Routers');
  });

  it('clearAllLocalData (logout) clears all of local storage and resets the active tab', () => {
    setTokens({ access: 'a', refresh: 'r' });
    setActiveTab({ tab: 'Routers', id: 6 });
    localStorage.setItem('something-else', 'x');
    clearAllLocalData();
    expect(localStorage.length).toBe(0);
    expect(activeTabStore.get()).toEqual({ tab: 'Dashboard', id: 0 });
  });

  it('keeps the active tab and its id in local storage', () => {
    setActiveTab({ tab: 'Vouchers', id: 6 });
    expect(localStorage.getItem(STORAGE_KEYS.activeTab)).toBe('Vouchers');
    expect(localStorage.getItem(STORAGE_KEYS.activeId)).toBe('6');
  });
});
