import { describe, expect, it } from 'vitest';
import { isShellHidden } from './shell-visibility';

describe('isShellHidden', () => {
  it.each(['/', '/otp', '/forgot-password', '/change-password', '/signup', '/otp/'])(
    'hides the shell on %s',
    (p) => {
      expect(isShellHidden(p)).toBe(true);
    },
  );

  it.each(['/password/reset', '/password/reset/abc', '/x/password/reset'])(
    'hides it on any path containing /password/reset: %s',
    (p) => {
      expect(isShellHidden(p)).toBe(true);
    },
  );

  it.each(['/signup/review', '/signup/review/'])('hides it on the public sign-up review page: %s', (p) => {
    expect(isShellHidden(p)).toBe(true);
  });

  it.each([
    '/signup/reviewer',
    '/dashboard',
    '/account-info',
    '/otp-help',
    '/signups',
    '/routers',
    '/password',
    '/unknown',
  ])('shows it on %s', (p) => {
    expect(isShellHidden(p)).toBe(false);
  });
});
