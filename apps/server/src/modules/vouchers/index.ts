// What other modules may use of the vouchers module (decision 015).
export { expireVouchers } from './expiry';
export { effectiveStatus, remainingSeconds } from './state';
