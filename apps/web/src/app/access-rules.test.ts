import { describe, expect, it } from 'vitest';
import { redirectFor, type SessionSnapshot } from './access-rules';

const signedOut: SessionSnapshot = {
  hasTokens: false,
  isAuthenticated: false,
  otpVerified: false,
  termsAccepted: false,
  passwordChanged: false,
};
const beforeOtp: SessionSnapshot = {
  ...signedOut,
  hasTokens: true,
  isAuthenticated: true,
  passwordChanged: true,
};
const mustChangePassword: SessionSnapshot = { ...beforeOtp, passwordChanged: false };
const beforeTerms: SessionSnapshot = { ...beforeOtp, otpVerified: true };
const full: SessionSnapshot = { ...beforeTerms, termsAccepted: true };

describe('route guard', () => {
  it('sends an unauthenticated visitor of a protected route to /', () => {
    expect(redirectFor('protected', '/dashboard', signedOut)).toBe('/');
    expect(redirectFor('protected', '/dashboard', beforeOtp)).toBe('/');
    expect(redirectFor('protected', '/dashboard', mustChangePassword)).toBe('/');
  });

  it('sends a session that verified the OTP but not the terms back to /otp', () => {
    expect(redirectFor('protected', '/dashboard', beforeTerms)).toBe('/otp');
  });

  it('opens protected routes to a full session', () => {
    expect(redirectFor('protected', '/routers', full)).toBeNull();
  });

  it('sends an authenticated user on /, /signup, /forgot-password to /dashboard', () => {
    for (const path of ['/', '/signup', '/forgot-password']) {
      expect(redirectFor('guest', path, full)).toBe('/dashboard');
      expect(redirectFor('guest', path, signedOut)).toBeNull();
      expect(redirectFor('guest', path, beforeOtp)).toBeNull();
    }
  });

  it('/change-password is reachable right after sign-in, before the OTP', () => {
    expect(redirectFor('session', '/change-password', mustChangePassword)).toBeNull();
    expect(redirectFor('session', '/change-password', signedOut)).toBe('/');
  });

  it('/change-password goes to /dashboard once the password was changed and the user is authenticated', () => {
    expect(redirectFor('session', '/change-password', full)).toBe('/dashboard');
  });

  it('/otp needs the first sign-in step and the changed password', () => {
    expect(redirectFor('session', '/otp', signedOut)).toBe('/');
    expect(redirectFor('session', '/otp', beforeOtp)).toBeNull();
    expect(redirectFor('session', '/otp', beforeTerms)).toBeNull();
    expect(redirectFor('session', '/otp', mustChangePassword)).toBe('/change-password');
    expect(redirectFor('session', '/otp', full)).toBe('/dashboard');
  });

  it('/password/reset is open to everyone', () => {
    expect(redirectFor('public', '/password/reset', signedOut)).toBeNull();
    expect(redirectFor('public', '/password/reset', full)).toBeNull();
  });
});
