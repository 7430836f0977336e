import { describe, expect, it } from 'vitest';
import { headerIconKey } from './header-icon';

describe('headerIconKey', () => {
  it.each([
    ['Account', 'account'],
    ['Routers', 'routers'],
    ['Billing', 'billing'],
    ['Support', 'support'],
    ['Files', 'files'],
    ['Captive Portal', 'captive-portal'],
    ['Dashboard', 'dashboard'],
    ['Vouchers', 'vouchers'],
    ['Feedback', 'feedback'],
  ])('%s has its own icon (%s)', (tab, key) => {
    expect(headerIconKey(tab)).toBe(key);
  });

  it.each(['Analytics', 'SMEs', 'Kiosks', 'Realms', 'anything'])('%s gets the router icon', (tab) => {
    expect(headerIconKey(tab)).toBe('router');
  });
});
