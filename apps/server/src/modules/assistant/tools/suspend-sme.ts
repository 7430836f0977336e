import { z } from 'zod/mini';
import { notFound } from '../../../lib/http-errors';
import { billingToday } from '../../../lib/today';
import { SME_NOT_FOUND, findSme, updateSme } from '../../smes';
import type { ToolContext, WriteTool } from './types';

export const ZSuspendArgs = z.object({ sme_id: z.int().check(z.positive()) });

const today = (ctx: ToolContext) => billingToday({ clock: { now: () => ctx.now }, config: ctx.deps.config });

async function ownSme(ctx: ToolContext, id: number) {
  const sme = await findSme(ctx.deps.database.db, ctx.caller.partnerId, id, today(ctx));
  if (!sme) throw notFound(SME_NOT_FOUND);
  return sme;
}

/**
 * Suspends one of the partner's SMEs, as the SME page's Active switch does (PATCH smes/{id} is_active:
 * false): a partner admin's action (money and access, decision 011), SMEs' plan area.
 */
export const suspendSmeTool: WriteTool<z.infer<typeof ZSuspendArgs>> = {
  kind: 'write',
  name: 'suspend_sme',
  description: 'Suspend one of the partner SMEs (its guests cannot connect until it is activated again).',
  parameters: {
    type: 'object',
    properties: { sme_id: { type: 'integer', description: 'The SME id' } },
    required: ['sme_id'],
    additionalProperties: false,
  },
  args: ZSuspendArgs,
  role: 'partner_admin',
  action: 'suspend or activate SMEs',
  plan: 'smes',
  summarize: async (ctx, args) => `Suspend SME ${(await ownSme(ctx, args.sme_id)).name}`,
  async run(ctx, args) {
    const sme = await ownSme(ctx, args.sme_id);
    await updateSme(ctx.deps.database.db, ctx.caller.partnerId, args.sme_id, { is_active: false });
    return `SME ${sme.name} is suspended.`;
  },
};
