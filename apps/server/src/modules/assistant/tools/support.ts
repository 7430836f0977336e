import { z } from 'zod/mini';
import { alertListSource } from '../../alerts';
import { openTicketsOf } from '../../tickets';
import { SHOWN_ROWS, firstRows } from './first-rows';
import { PAGE } from './links';
import type { TAssistantResult } from '@ared/contract/assistant';
import type { ReadTool, ToolContext } from './types';
import { nowWindow } from './window';

export async function supportFigures(ctx: ToolContext) {
  const db = ctx.deps.database.db;
  const reader = { partnerId: ctx.caller.partnerId, userId: ctx.caller.userId };
  const [openTickets, alerts] = await Promise.all([
    openTicketsOf(db, ctx.caller.partnerId, SHOWN_ROWS),
    firstRows(alertListSource(db, reader, { status: 'open' })),
  ]);
  return { openTickets, alerts };
}

export function supportResults(
  ctx: ToolContext,
  { openTickets, alerts }: Awaited<ReturnType<typeof supportFigures>>,
): TAssistantResult[] {
  const window = nowWindow(ctx);
  return [
    {
      title: `Open support tickets: ${openTickets.total}`,
      rows: openTickets.rows.map((t) => ({
        ticket: t.id,
        subject: t.subject,
        priority: t.priority,
        'last activity': t.lastActivity.toISOString(),
      })),
      window,
      link: PAGE.tickets,
    },
    {
      title: `Open alerts: ${alerts.total}`,
      rows: alerts.rows.map((a) => ({ alert: a.subject, kind: a.kind, since: a.opened_at })),
      window,
      link: PAGE.alerts,
    },
  ];
}

/** Open support tickets (the Support tickets list, open ones) and open alerts (the bell's Open filter). */
export const supportTool: ReadTool<Record<string, never>> = {
  kind: 'read',
  name: 'open_tickets_alerts',
  description: "The partner's open support tickets and open alerts, now.",
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  args: z.strictObject(z.object({}).shape),
  run: async (ctx) => supportResults(ctx, await supportFigures(ctx)),
};
