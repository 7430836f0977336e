import type { MailMessage } from '../../lib/mailer';
import type { BillingToPay } from './momo-details';
import type { ClaimedReminder } from './reminders';

const rwf = (amount: number) => `RWF ${Math.round(amount).toLocaleString('en-US')}`;

const SUBJECTS: Record<ClaimedReminder['kind'], (r: ClaimedReminder) => string> = {
  before_due: (r) => `Invoice ${r.invoice_number} is due on ${r.due_date}`,
  overdue: (r) => `Invoice ${r.invoice_number} is overdue`,
  suspended: (r) => `${r.sme_name}: service suspended for non-payment`,
};

const LEADS: Record<ClaimedReminder['kind'], (r: ClaimedReminder) => string> = {
  before_due: (r) => `This is a reminder that your ${r.item_name} billing is due on ${r.due_date}.`,
  overdue: (r) =>
    `Your ${r.item_name} billing was due on ${r.due_date} and has not been paid yet. Unless it is paid within five days of the due date, the service may be suspended.`,
  suspended: (r) =>
    `Your ${r.item_name} billing due on ${r.due_date} is more than five days late, so ${r.sme_name}'s service has been suspended. You can still sign in to see and settle your billing; the service resumes once it is paid.`,
};

/**
 * The reminder mail sent to an SME's admin; with `payLink` (the partner takes mobile money, decision 078) it
 * also says where to pay it from a phone.
 */
export function reminderMail(r: ClaimedReminder, payLink: string | null = null): MailMessage {
  const lines = [
    `Hello ${r.admin_name},`,
    '',
    LEADS[r.kind](r),
    '',
    `Invoice: ${r.invoice_number}`,
    `Amount due: ${rwf(r.final_amount)}`,
    `Due date: ${r.due_date}`,
    ...(payLink ? ['', `Pay now with MTN MoMo or Airtel Money: ${payLink}`] : []),
    '',
    `${r.partner_name}`,
  ];
  return { to: r.admin_email, subject: SUBJECTS[r.kind](r), text: lines.join('\n') };
}

/** The receipt of a billing the SME paid with mobile money from its pay link (decision 078). */
/**
 * The reminder's SMS to the SME's admin when its partner takes mobile money (issue 32 §3): the invoice, the
 * amount, the due date and the pay link, so a phone without mail pays it too. Plain text, one SMS or two.
 */
export function reminderSms(r: ClaimedReminder, payLink: string): string {
  return `${r.partner_name}: invoice ${r.invoice_number}, ${rwf(r.final_amount)} due ${r.due_date}. Pay with MTN MoMo or Airtel Money: ${payLink}`;
}

export function receiptMail(
  b: Pick<
    BillingToPay,
    'admin_name' | 'admin_email' | 'sme_name' | 'partner_name' | 'item_name' | 'invoice_number'
  >,
  paid: { amount: number; reference: string; paidAt: Date; phone: string },
): MailMessage {
  const lines = [
    `Hello ${b.admin_name},`,
    '',
    `We received your payment for ${b.sme_name}'s ${b.item_name} billing. Thank you.`,
    '',
    ...(b.invoice_number ? [`Invoice: ${b.invoice_number}`] : []),
    `Amount paid: ${rwf(paid.amount)}`,
    `Paid with: mobile money from ${paid.phone}`,
    `Reference: ${paid.reference}`,
    `Paid at: ${paid.paidAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${b.partner_name}`,
  ];
  return {
    to: b.admin_email,
    subject: `Receipt${b.invoice_number ? ` for invoice ${b.invoice_number}` : ''}: ${rwf(paid.amount)} received`,
    text: lines.join('\n'),
  };
}
