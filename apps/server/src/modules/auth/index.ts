// What other modules and jobs may use of the auth module (decision 015).
export { issueTokenPair, revokePreOtpSessions, revokeUserSessions, type TokenPair } from './refresh-tokens';
export { sweepEndedRefreshTokens } from './sweep';
export { revokeSessionsOfUsers } from './user-sessions';
export { forgetPartners, forgetUsers } from './session-liveness';
