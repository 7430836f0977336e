// What other modules may use of the coupons module (decision 015).
export { markCouponsUsed, oldestUnusedCoupons } from './redemption';
