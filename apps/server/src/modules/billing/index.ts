// What other modules may use of the billing module (decision 015).
export { smeHasOpenBilling, smeHasOverdueBilling } from './open-billing-rule';
