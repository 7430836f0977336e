// What other modules and the app may use of the hotspot module (decision 015).
export { generateRadiusSecret, sealRadiusSecret } from './radius-secrets';
export { createNasDirectory, type NasDirectory } from './nas';
export { disconnectGuests, type DisconnectTarget } from './disconnect';
export { sweepSilentSessions } from './sweep';
export { authorizeGuest, type Authorization } from './authorize';
export { normalizeMac } from './mac';
export { type LoginFailureCounter, type RefusalReason } from './login-failures';
export type { Box } from './nas';
