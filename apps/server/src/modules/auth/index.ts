// What other modules may use of the auth module (decision 015).
export { issueTokenPair, revokePreOtpSessions, revokeUserSessions, type TokenPair } from './refresh-tokens';
export { revokeSessionsOfUsers } from './user-sessions';
