import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type TVoucherSmsResult,
  VOUCHER_SERVICE_TEXTS,
  isVoucherCode,
  normalizeVoucherCode,
  voucherSmsText,
} from '@ared/contract/vouchers';
import { vouchers } from '../schema';
import { localDateTime } from '../../../lib/calendar';
import { HttpError, badRequest, notFound } from '../../../lib/http-errors';
import { RATE_RULES, hitRateLimit } from '../../../lib/rate-limit';
import { sendSms, smsTransportOf } from '../../sms';
import { assertRealmPlanIncludes } from '../../subscriptions';
import { effectiveStatus } from './state';

/**
 * Sends one of the partner's active vouchers by SMS: another partner's or an unknown code is 404, a voucher
 * that is not active 400. The attempt is in the SMS log either way; a refused SMS answers 502 with the reason.
 * A voucher of a Starter SME's realm is 403 naming the plan and the feature, before anything is sent or logged.
 * The same voucher to the same phone again within a minute, or a sixth time within an hour, is 429.
 */
export async function sendVoucherSms(
  app: FastifyInstance,
  partnerId: number,
  typed: string,
  phone: string,
): Promise<TVoucherSmsResult> {
  const { database, clock, config } = app.deps;
  const code = normalizeVoucherCode(typed);
  if (!isVoucherCode(code)) throw notFound();
  const [voucher] = await database.db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.partnerId, partnerId), eq(vouchers.code, code)))
    .limit(1);
  if (!voucher) throw notFound();
  // A voucher of an SME's realm goes by SMS only on a plan with vouchers by SMS (Plus and up, decision 069).
  await assertRealmPlanIncludes(database.db, voucher.realmId, 'sms_vouchers');
  if (effectiveStatus(voucher, clock.now()) !== 'active')
    throw badRequest(VOUCHER_SERVICE_TEXTS.smsOnlyActive);
  const message = voucherSmsText(
    voucher.code,
    Math.round(voucher.durationSeconds / 60),
    localDateTime(voucher.expiryDate, config.billing.timeZone),
  );
  await hitRateLimit(
    database.db,
    RATE_RULES.voucherSmsPerVoucherAndPhone,
    `${voucher.id}:${phone}`,
    clock.now(),
  );
  await hitRateLimit(database.db, RATE_RULES.voucherSmsPerVoucher, String(voucher.id), clock.now());
  const result = await sendSms(database.db, smsTransportOf(app), config.sms.sender, {
    partnerId,
    to: phone,
    message,
    voucherId: voucher.id,
  });
  if (result.status === 'failed')
    throw new HttpError(502, VOUCHER_SERVICE_TEXTS.smsFailed(result.error ?? 'unknown error'));
  return { id: result.id, status: result.status, phone, message, error: null };
}
