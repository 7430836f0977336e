/**
 * The local sandbox's test numbers (coordinated with the portal and billing tests, listed in the README):
 * like MTN's own sandbox, the payer's number chooses the outcome. Any other number succeeds after the
 * approval delay.
 */
export const SANDBOX_PHONES = {
  success: '250780000001',
  declined: '250780000002',
  insufficientFunds: '250780000003',
  /** Stays pending at the provider until the sandbox's timeout, then fails as expired. */
  timeout: '250780000004',
  /** Succeeds, but the callback is never sent: reconciliation must find it. */
  callbackLost: '250780000005',
} as const;

export type SandboxOutcome = 'success' | 'declined' | 'insufficient_funds' | 'timeout' | 'callback_lost';

export function outcomeOfPhone(phone: string): SandboxOutcome {
  switch (phone) {
    case SANDBOX_PHONES.declined:
      return 'declined';
    case SANDBOX_PHONES.insufficientFunds:
      return 'insufficient_funds';
    case SANDBOX_PHONES.timeout:
      return 'timeout';
    case SANDBOX_PHONES.callbackLost:
      return 'callback_lost';
    default:
      return 'success';
  }
}
