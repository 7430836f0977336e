import type { TBilling } from '@ared/contract/billing';
import { ApiError } from '../../lib/api-error';
import { BILLING_TEXTS } from './texts';

type Selectable = Pick<TBilling, 'is_paid' | 'is_latest_unpaid'>;

/** Mark As Paid is offered only while exactly one unpaid billing is selected (spec part 1 §4). */
export const canOfferMarkPaid = (selected: readonly Selectable[]): boolean =>
  selected.filter((b) => !b.is_paid).length === 1;

export type MarkPaidCheck<T> = { ok: true; billing: T } | { ok: false; reason: 'only-one' | 'only-latest' };

/**
 * The checks before the confirmation (spec part 1 §5): exactly one unpaid billing, and it must be the
 * SME's latest unpaid one (the server flags it; older ones would leave a gap in the paid history).
 */
export function checkMarkPaid<T extends Selectable>(selected: readonly T[]): MarkPaidCheck<T> {
  const unpaid = selected.filter((b) => !b.is_paid);
  const [billing] = unpaid;
  if (unpaid.length !== 1 || !billing) return { ok: false, reason: 'only-one' };
  if (!billing.is_latest_unpaid) return { ok: false, reason: 'only-latest' };
  return { ok: true, billing };
}

/**
 * Pause and resume toggle is_paused on the current (latest) unpaid billing (spec part 1 §4): Resume
 * when it is paused, Pause when it is not, nothing when the SME owes nothing.
 */
export function pauseActionFor(
  unpaid: readonly Pick<TBilling, 'is_latest_unpaid' | 'is_paused'>[],
): 'pause' | 'resume' | null {
  const current = unpaid.find((b) => b.is_latest_unpaid);
  if (!current) return null;
  return current.is_paused ? 'resume' : 'pause';
}

/** Activate Billing is offered only when the trial has ended and the SME has no billings (spec part 1 §4). */
export const canActivateBilling = (
  trialEndDate: string | null,
  today: string,
  billingCount: number,
): boolean => billingCount === 0 && (trialEndDate === null || trialEndDate < today); // null: no trial to wait for

const M = BILLING_TEXTS.markPaid;

/**
 * The toast of a refused Mark As Paid (spec part 1 §6, §8): 404 shows the server's message; 403 its
 * detail, else its error, else 'Permission denied'; anything else the generic failure.
 */
export function markPaidErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return M.failed;
  if (error.status === 404) return error.detail ?? M.failed;
  if (error.status === 403) return error.detail ?? error.fieldErrors?.error?.[0] ?? M.permissionDenied;
  return M.failed;
}
