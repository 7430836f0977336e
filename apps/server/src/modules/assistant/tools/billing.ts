import { z } from 'zod/mini';
import { billingToday } from '../../../lib/today';
import { billingListSource } from '../../billing';
import { smeListSource } from '../../smes';
import { firstRows } from './first-rows';
import { PAGE } from './links';
import type { TAssistantResult } from '@ared/contract/assistant';
import type { ReadTool, ToolContext } from './types';
import { nowWindow } from './window';

/**
 * Who owes what now: the SMEs list's Overdue tab (an open billing past its due date, the billing rule) and
 * the unpaid subscription billings (the billing list filtered unpaid), each read through the list its page
 * shows, on billing's "today" (the billing time zone), so the counts are the pages' counts.
 */
export async function billingFigures(ctx: ToolContext) {
  const today = billingToday({ clock: { now: () => ctx.now }, config: ctx.deps.config });
  const partnerId = ctx.caller.partnerId;
  const [overdue, unpaid] = await Promise.all([
    firstRows(smeListSource(ctx.deps.database, partnerId, today, { tab: 'overdue' }, undefined)),
    firstRows(
      billingListSource(
        ctx.deps.database,
        partnerId,
        today,
        { kind: 'subscription', isPaid: false },
        undefined,
      ),
    ),
  ]);
  return { overdue, unpaid };
}

export function billingResults(
  ctx: ToolContext,
  { overdue, unpaid }: Awaited<ReturnType<typeof billingFigures>>,
): TAssistantResult[] {
  const window = nowWindow(ctx);
  return [
    {
      title: `SMEs with an overdue billing: ${overdue.total}`,
      rows: overdue.rows.map((s) => ({ sme: s.name, 'sme id': s.unique_id, active: s.is_active })),
      window,
      link: PAGE.overdueSmes,
    },
    {
      title: `Unpaid subscription billings: ${unpaid.total}`,
      rows: unpaid.rows.map((b) => ({
        sme: b.sme.name,
        'due date': b.due_date,
        amount: b.final_amount,
        currency: b.currency,
        'days left': b.remaining_days,
      })),
      window,
      link: PAGE.unpaidBillings,
    },
  ];
}

export const billingTool: ReadTool<Record<string, never>> = {
  kind: 'read',
  name: 'billing_status',
  description: 'The SMEs with an overdue billing and the unpaid subscription billings of the partner, now.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  args: z.strictObject(z.object({}).shape),
  plan: 'smes',
  run: async (ctx) => billingResults(ctx, await billingFigures(ctx)),
};
