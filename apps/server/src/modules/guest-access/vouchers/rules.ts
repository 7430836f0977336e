import { sql } from 'drizzle-orm';
import { VOUCHER_CREATION_REFUSALS } from '@ared/contract/vouchers';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import { forbidden } from '../../../lib/http-errors';
import { billingToday } from '../../../lib/today';
import type { AppDeps } from '../../../types';
import { isLate } from '../../billing';
import { billings } from '../../billing/schema';
import { partners } from '../../partners/schema';
import { smes } from '../../smes/schema';

type Standing = { is_active: boolean; subscription_plan: string | null; is_late: boolean };

/**
 * Part 2 §6: a partner creates vouchers only while it is active, has a subscription plan and has no billing
 * more than five days overdue. The last is read from the billings now, by the same rule the billing engine
 * uses for `has_not_paid_for_one_billing_five_days_ago` (that stored flag is refreshed only when the engine
 * runs, so a payment made a minute ago would still refuse, and a billing that turned late today would not).
 */
export async function assertMayCreateVouchers(
  db: Db,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  partnerId: number,
): Promise<void> {
  const today = billingToday(deps);
  const [standing] = await queryRows<Standing>(
    db,
    sql`select p.is_active, p.subscription_plan,
      exists (select 1 from ${billings} b join ${smes} s on s.id = b.sme_id
              where b.partner_id = p.id and ${isLate('b', today)} and not s.is_terminated) as is_late
    from ${partners} p where p.id = ${partnerId}`,
  );
  if (!standing?.is_active) throw forbidden(VOUCHER_CREATION_REFUSALS.inactive);
  if (!standing.subscription_plan) throw forbidden(VOUCHER_CREATION_REFUSALS.noSubscriptionPlan);
  if (standing.is_late) throw forbidden(VOUCHER_CREATION_REFUSALS.latePayment);
}
