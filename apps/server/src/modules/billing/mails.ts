import type { MailMessage } from '../../lib/mailer';
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

/** The reminder mail sent to an SME's admin. */
export function reminderMail(r: ClaimedReminder): MailMessage {
  const lines = [
    `Hello ${r.admin_name},`,
    '',
    LEADS[r.kind](r),
    '',
    `Invoice: ${r.invoice_number}`,
    `Amount due: ${rwf(r.final_amount)}`,
    `Due date: ${r.due_date}`,
    '',
    `${r.partner_name}`,
  ];
  return { to: r.admin_email, subject: SUBJECTS[r.kind](r), text: lines.join('\n') };
}
