import { randomBytes } from 'node:crypto';
import type { MobileMoneyProvider } from '../types';
import { type SandboxOutcome, outcomeOfPhone } from './outcomes';

/** A collection as the sandbox provider keeps it, in the neutral words both providers' answers are made from. */
export type SandboxTransaction = {
  provider: MobileMoneyProvider;
  referenceId: string;
  phone: string;
  amount: string;
  currency: string;
  outcome: SandboxOutcome;
  state: 'pending' | 'successful' | 'declined' | 'insufficient_funds' | 'expired';
  /** The provider's own id once successful (MTN financialTransactionId, Airtel airtel_money_id). */
  providerReference: string | null;
  callbackUrl: string | null;
  /** Whatever else the provider echoes back (MTN's payer message and note, Airtel's reference). */
  extra: Record<string, string>;
};

export type LedgerTimings = {
  /** How long the payer takes to approve (or refuse) on the phone. */
  approvalDelayMs: number;
  /** How long a request the payer never answers stays pending before it fails as expired. */
  timeoutMs: number;
};

/**
 * The sandbox's transactions and their clock: each one is decided after the approval delay (or the
 * timeout, for the timeout number), and `onDecided` sends its callback.
 */
export function createLedger(timings: LedgerTimings, onDecided: (transaction: SandboxTransaction) => void) {
  const transactions = new Map<string, SandboxTransaction>();
  const timers = new Set<NodeJS.Timeout>();
  const key = (provider: MobileMoneyProvider, referenceId: string) => `${provider}:${referenceId}`;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  return {
    get: (provider: MobileMoneyProvider, referenceId: string) => transactions.get(key(provider, referenceId)),

    /** Records a new collection; false when one with this reference exists already. */
    open(transaction: Omit<SandboxTransaction, 'outcome' | 'state' | 'providerReference'>): boolean {
      const id = key(transaction.provider, transaction.referenceId);
      if (transactions.has(id)) return false;
      const entry: SandboxTransaction = {
        ...transaction,
        outcome: outcomeOfPhone(transaction.phone),
        state: 'pending',
        providerReference: null,
      };
      transactions.set(id, entry);
      const decide = () => {
        entry.state =
          entry.outcome === 'success' || entry.outcome === 'callback_lost'
            ? 'successful'
            : entry.outcome === 'timeout'
              ? 'expired'
              : entry.outcome;
        if (entry.state === 'successful') entry.providerReference = String(randomBytes(5).readUIntBE(0, 5));
        onDecided(entry);
      };
      later(entry.outcome === 'timeout' ? timings.timeoutMs : timings.approvalDelayMs, decide);
      return true;
    },

    close(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;
