import type { MailMessage } from '../../lib/mailer';
import type { TAlertKind } from '@ared/contract/alerts';
import { localDateTime } from '../../lib/calendar';
import type { AlertDetails } from './schema';

type RaisedKind = Exclude<TAlertKind, 'box_offline'>;

export type OfflineBox = { serial: string; ssid: string | null; lastSeen: Date };

/** How many serials the subject names before it says "and n more". */
const SUBJECT_SERIALS = 5;

/**
 * The one mail a partner gets for the boxes that went offline in one evaluation (issue 29 §1): many boxes
 * down together are one mail, not one each. Last seen is the partners' wall clock (`timeZone`).
 */
export function boxesOfflineMail({
  to,
  partnerName,
  boxes,
  offlineMinutes,
  timeZone,
}: {
  to: string[];
  partnerName: string;
  boxes: OfflineBox[];
  offlineMinutes: number;
  timeZone: string;
}): MailMessage {
  const sorted = [...boxes].sort((a, b) => a.serial.localeCompare(b.serial));
  const named = sorted.slice(0, SUBJECT_SERIALS).map((b) => b.serial);
  const more = sorted.length - named.length;
  const noun = sorted.length === 1 ? 'box' : 'boxes';
  const subject = `${sorted.length} ${noun} offline: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  const lines = sorted.map(
    (b) =>
      `- ${b.serial}${b.ssid ? ` (SSID ${b.ssid})` : ''}, last seen ${localDateTime(b.lastSeen, timeZone)}`,
  );
  return {
    to: to.join(', '),
    subject,
    text: [
      `Hello ${partnerName},`,
      '',
      `${sorted.length === 1 ? 'This box has' : `These ${sorted.length} boxes have`} not reported for more than ${offlineMinutes} minutes:`,
      '',
      ...lines,
      '',
      `Times are ${timeZone}. You will not get another mail for these boxes until they come back and go offline again.`,
    ].join('\n'),
    logHint: `${sorted.length} ${noun} offline`,
  };
}

type Raised = { subject: string; details: AlertDetails };

/** How each kind reads in a mail: the subject line's noun phrase and one line per subject. */
const RAISED: Record<
  RaisedKind,
  { one: string; many: string; line: (a: Raised, timeZone: string) => string; intro: string }
> = {
  disk_full: {
    one: 'box with a nearly full disk',
    many: 'boxes with a nearly full disk',
    intro: 'The disk of these boxes is nearly full:',
    line: (a) => `- ${a.subject}: ${a.details.value}% used (alert from ${a.details.threshold}%)`,
  },
  cpu_pinned: {
    one: 'box with its CPU pinned',
    many: 'boxes with their CPU pinned',
    intro: 'The CPU of these boxes has stayed high:',
    line: (a) =>
      `- ${a.subject}: at least ${a.details.value}% for ${a.details.minutes} minutes (alert from ${a.details.threshold}%)`,
  },
  radius_problem: {
    one: 'box with RADIUS problems',
    many: 'boxes with RADIUS problems',
    intro: 'The RADIUS packets of these boxes had problems (Router details says what to fix):',
    line: (a, timeZone) =>
      `- ${a.subject}: ${(a.details.problem ?? '').replaceAll('_', ' ')}, ${a.details.count} packets in the minute of ${localDateTime(new Date(a.details.at ?? 0), timeZone)}`,
  },
  billing_overdue: {
    one: 'SME with an overdue billing',
    many: 'SMEs with an overdue billing',
    intro: 'These SMEs have a billing unpaid past its due date:',
    line: (a) => `- ${a.subject}: ${a.details.value} ${a.details.value === 1 ? 'day' : 'days'} overdue`,
  },
  sme_suspended: {
    one: 'SME suspended for non-payment',
    many: 'SMEs suspended for non-payment',
    intro: 'These SMEs were suspended for non-payment:',
    line: (a) => `- ${a.subject}`,
  },
  voucher_stock_low: {
    one: 'realm running low on vouchers',
    many: 'realms running low on vouchers',
    intro: 'These realms are running out of unused vouchers:',
    line: (a) =>
      `- ${a.subject}: ${a.details.value} unused ${a.details.value === 1 ? 'voucher' : 'vouchers'} left (alert below ${a.details.threshold})`,
  },
};

/**
 * The one mail a partner gets for the alerts of one kind (other than box_offline) that one evaluation
 * opened (decision 055): many subjects together are one mail. Times are the partners' wall clock.
 */
export function raisedAlertsMail({
  to,
  partnerName,
  kind,
  alerts,
  timeZone,
}: {
  to: string[];
  partnerName: string;
  kind: RaisedKind;
  alerts: Raised[];
  timeZone: string;
}): MailMessage {
  const text = RAISED[kind];
  const sorted = [...alerts].sort((a, b) => a.subject.localeCompare(b.subject));
  const named = sorted.slice(0, SUBJECT_SERIALS).map((a) => a.subject);
  const more = sorted.length - named.length;
  const noun = sorted.length === 1 ? text.one : text.many;
  return {
    to: to.join(', '),
    subject: `${sorted.length} ${noun}: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
    text: [
      `Hello ${partnerName},`,
      '',
      text.intro,
      '',
      ...sorted.map((a) => text.line(a, timeZone)),
      '',
      `Times are ${timeZone}. You will not get another mail about these until the problem goes away and comes back.`,
    ].join('\n'),
    logHint: `${sorted.length} ${noun}`,
  };
}
