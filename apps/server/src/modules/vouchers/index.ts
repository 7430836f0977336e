// What other modules and jobs may use of the vouchers module (decision 015).
export { claimVoucherForLogin, type VoucherLoginRow } from './login-claim';
export { expireVouchers } from './expiry';
export { effectiveStatus, remainingSeconds } from './state';
export { createVouchers, discardUnusedVoucher } from './service';
export { purchaseTiers } from './preferences';
