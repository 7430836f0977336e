import type { MailMessage } from '../../lib/mailer';
import { localDateTime } from '../../lib/calendar';

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
