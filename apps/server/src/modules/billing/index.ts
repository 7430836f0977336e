// What other modules may use of the billing module (decision 015).
export {
  type Day,
  isLate,
  smeDaysOverdue,
  smeHasOpenBilling,
  smeHasOverdueBilling,
} from './open-billing-rule';
export { billingListSource } from './queries';
