// What other modules may use of the mobile-money module (decision 015, issue 32, decision 077): start a
// collection, read and refresh it, and say what happens when one of their purposes is paid or reversed.
//
// requestPayment(deps, input): starts a collection. Idempotent on (partnerId, idempotencyKey): the same key
//   returns the same payment and asks the provider once (eight at once = one payment, one provider request).
//   Throws MobileMoneyUnavailable (no credentials, credentials refused, provider unreachable before anything
//   was asked of the payer), which callers turn into a clear 4xx/503 message; an outright refusal by the
//   provider (bad number…) is returned as a failed payment instead. A phone, amount, currency or key of the
//   wrong form is an HttpError 400 with field errors (lib/http-errors), before anything is stored.
// paymentOf(deps, partnerId, paymentId): the row, or null (another partner's id = null); no provider call.
// refreshPayment(deps, partnerId, paymentId): asks the provider now (a guest reopening the page) and settles
//   the payment if the answer is final; at most once every few seconds per payment.
// onPaymentSucceeded / onPaymentReversed(kind, handler): the handler runs exactly once per payment, inside
//   the transaction that moves it (callback, refresh or reconciliation alike); what it returns (a message to
//   send) runs after the commit, before the settling call returns. Register in module setup.
// partnerPaymentProvider(deps, partnerId): the provider the partner has credentials for, or null.
export {
  type MobileMoneyProvider,
  MobileMoneyUnavailable,
  type Payment,
  type PaymentFailure,
  type PaymentPurpose,
  type PaymentStatus,
} from './types';
export { onPaymentReversed, onPaymentSucceeded } from './handlers';
export { partnerPaymentProvider } from './partner-provider';
export { paymentOf, refreshPayment, requestPayment } from './payments';
export { SANDBOX_PHONES } from './sandbox/outcomes';
// The local sandbox provider (main.ts in demo mode; the tests).
export { type SandboxProvider, startSandboxProvider } from './sandbox/server';
