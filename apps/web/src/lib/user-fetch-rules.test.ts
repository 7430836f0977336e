import { describe, expect, it } from 'vitest';
import { decideUserFetch } from './user-fetch-rules';

describe('user fetch rules (spec part 1 §4)', () => {
  it.each(['sme_admin', 'sme_staff', 'superadmin', 'guest'])('rejects role %s', (role) => {
    expect(decideUserFetch({ role, changed_password_after_initial_login: true }, false)).toBe('rejected');
  });
  it.each(['partner_admin', 'partner_staff'])('accepts %s whose password was changed', (role) => {
    expect(decideUserFetch({ role, changed_password_after_initial_login: true }, false)).toBe('accepted');
    expect(decideUserFetch({ role, changed_password_after_initial_login: true }, true)).toBe('accepted');
  });
  it('sends a fresh sign-in with the default password to /change-password', () => {
    expect(
      decideUserFetch({ role: 'partner_admin', changed_password_after_initial_login: false }, false),
    ).toBe('change-password');
  });
  it('asks an established session with the default password to log in again', () => {
    expect(
      decideUserFetch({ role: 'partner_admin', changed_password_after_initial_login: false }, true),
    ).toBe('login-again');
  });
});
