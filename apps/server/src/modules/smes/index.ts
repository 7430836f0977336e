// What other modules may use of the SMEs module (decision 015).
export { belongsToTerminatedSme, registerSme } from './service';
export { hasOverdueBilling, hasUnpaidBilling } from './queries';
export { liftNonPaymentSuspension, setTrialEndDate, suspendForNonPayment } from './billing-state';
export { SME_NOT_FOUND, updateSme } from './service';
export { findSme, smeListSource } from './queries';
