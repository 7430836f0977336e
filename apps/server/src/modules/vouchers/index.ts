// What other modules and jobs may use of the vouchers module (decision 015).
export { expireVouchers } from './expiry';
export { claimVoucherForLogin, type VoucherLoginRow } from './login-claim';
export { effectiveStatus, remainingSeconds } from './state';
