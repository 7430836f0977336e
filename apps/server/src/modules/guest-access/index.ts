// The guest Wi-Fi service (decision 043): vouchers, guest sessions, RADIUS and its HTTPS twin, Disconnect/CoA,
// refused logins and the portal's grants. It alone writes its tables; other modules and the app ask it here.
export { generateRadiusSecret, sealRadiusSecret } from './radius-secrets';
export { createNasDirectory, type NasDirectory, type Box } from './nas';
export { disconnectGuests, type DisconnectTarget } from './disconnect';
export { type SpeedChangeDelivery, tellBoxesNewSpeedLimits } from './speed-change';
export { sweepSilentSessions } from './sweep';
export { normalizeMac } from './mac';
export { authorizeGuest, guessKeysOfPortal, type Authorization, type LoginGuard } from './authorize';
export { type LoginFailureCounter, type RefusalReason } from './login-failures';
export type { ProblemLog } from './radius/problems';
export { radiusStatusOf } from './radius-status';
export { expireVouchers } from './vouchers/expiry';
export { revokeVoucher } from './vouchers/service';
export { purchaseTiers } from './vouchers/preferences';
export { type GrantKind, OPEN_ACCESS_MINUTES, issuePortalVoucher } from './portal-grants';
export { type Purchase, issuePurchaseVoucher, purchasedCode } from './purchase-grants';
export { autoConnectMinutes, issueAutoConnectVoucher } from './auto-connect';
export { sweepAllowances } from './allowances';
export { type GuessKeys, type GuessThrottle, createGuessThrottle } from './guess-throttle';
export { guestTimeLeft } from './vouchers/time-left';
export {
  type VoucherFilters,
  type VoucherListQuery,
  parseVoucherListFilters,
  rowFilterSql,
} from './vouchers/list-filters';
export { voucherListSource } from './vouchers/voucher-list';
export { radiusProblemSince, realmHasVouchers, voucherStockOf } from './alert-signals';
export {
  discardStayVoucher,
  endStayAccess,
  extendStayAccess,
  issueStayVoucher,
  stayVoucherCode,
} from './hotel-stay-access';
