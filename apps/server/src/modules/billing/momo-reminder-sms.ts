import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../types';
import { createSmsTransport, sendSms } from '../sms';
import type { ClaimedReminder } from './reminders';

/**
 * The billing reminder's SMS to the SME's admin (issue 32 §3, decision 078): through the app's SMS provider
 * (or DATA_DIR/sms), recorded and counted as the partner's, as every SMS sent for it is.
 */
export function textReminderWith(deps: AppDeps, log: FastifyBaseLogger) {
  const transport = createSmsTransport(deps.config.sms, log);
  return async (notice: ClaimedReminder, text: string): Promise<void> => {
    const result = await sendSms(deps.database.db, transport, deps.config.sms.sender, {
      partnerId: notice.partner_id,
      to: notice.admin_phone,
      message: text,
    });
    if (result.status !== 'sent')
      throw new Error(`the SMS provider refused it (${result.error ?? 'no reason'})`);
  };
}
