/**
 * The SME list's sortable fields and the trial's wording: without zod, so that the web's SME pages can read them
 * without building the contract's schemas before they can draw (decision 103). `./smes` re-exports them.
 */

/** The SME list's sortable fields (GET smes/?ordering=); newest first without one. */
export const SME_ORDERING = [
  'unique_id',
  'name',
  'admin_email',
  'admin_phone',
  'tin_number',
  'type',
  'created',
] as const;

/** 'Trial ends today', 'Trial ends tomorrow' or 'N days remaining'. Dates are YYYY-MM-DD. */
export function trialText(trialEndDate: string, today: string): string {
  const days = Math.round((Date.parse(trialEndDate) - Date.parse(today)) / 86_400_000);
  if (days <= 0) return 'Trial ends today';
  if (days === 1) return 'Trial ends tomorrow';
  return `${days} days remaining`;
}
