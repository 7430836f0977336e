import type { TAlertKind } from '@ared/contract/alerts';
import type { Db } from '../../db/client';
import type { MailMessage } from '../../lib/mailer';
import type { Mailer } from '../../lib/mailer';
import { type SmsTransport, sendSms } from '../sms';
import type { Recipients } from './preferences';

export type DeliverDeps = {
  db: Db;
  mailer: Mailer;
  /** The SMS module's transport and sender name: every SMS leaves through `sendSms`, recorded and counted. */
  sms: { transport: SmsTransport; sender: string };
  log: { error: (obj: object, msg: string) => void };
};

/**
 * Tells one partner's people about one kind of alert this evaluation opened: one mail to those who want
 * mail, one SMS (the mail's subject, short) to each who wants SMS. A failure is logged; the alerts stay in
 * the bell. Answers whether a mail left.
 */
export async function deliverAlerts(
  deps: DeliverDeps,
  partnerId: number,
  kind: TAlertKind,
  to: Recipients,
  mail: Omit<MailMessage, 'to'>,
): Promise<boolean> {
  let mailed = false;
  if (to.emails.length > 0) {
    try {
      await deps.mailer.send({ ...mail, to: to.emails.join(', ') });
      mailed = true;
    } catch (error) {
      deps.log.error({ err: error, partner: partnerId, kind }, 'the mail of new alerts was not sent');
    }
  }
  for (const phone of to.phones) {
    const result = await sendSms(deps.db, deps.sms.transport, deps.sms.sender, {
      partnerId,
      to: phone,
      message: `Alert: ${mail.subject}`.slice(0, 300),
    });
    if (result.status === 'failed')
      deps.log.error({ partner: partnerId, kind, error: result.error }, 'the SMS of new alerts was not sent');
  }
  return mailed;
}
