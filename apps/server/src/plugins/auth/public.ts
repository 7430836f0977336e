import type { AuthStrategy } from './strategy';

/** Anyone: sign-in, token refresh, password reset. Nothing is read from the request. */
export const publicAccess: AuthStrategy = async () => {};
