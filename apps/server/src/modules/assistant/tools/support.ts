import { z } from 'zod';
import { alertListSource } from '../../alerts';
import { ticketListSource } from '../../tickets';
import { SHOWN_ROWS, firstRows } from './first-rows';
import { PAGE } from './links';
import type { TAssistantResult } from '@ared/contract/assistant';
import type { ReadTool, ToolContext } from './types';
import { nowWindow } from './window';

/**
 * A partner has a few dozen tickets at most (the list counts them without a kept count), so the open ones
 * are picked from this many newest: more than any partner has open at once.
 */
const TICKETS_READ = 500;

export async function supportFigures(ctx: ToolContext) {
  const db = ctx.deps.database.db;
  const reader = { partnerId: ctx.caller.partnerId, userId: ctx.caller.userId };
  const [tickets, alerts] = await Promise.all([
    ticketListSource(db, ctx.caller.partnerId, {}).then((source) => firstRows(source, TICKETS_READ)),
    firstRows(alertListSource(db, reader, { status: 'open' })),
  ]);
  return { openTickets: tickets.rows.filter((t) => t.is_open), alerts };
}

export function supportResults(
  ctx: ToolContext,
  { openTickets, alerts }: Awaited<ReturnType<typeof supportFigures>>,
): TAssistantResult[] {
  const window = nowWindow(ctx);
  return [
    {
      title: `Open support tickets: ${openTickets.length}`,
      rows: openTickets.slice(0, SHOWN_ROWS).map((t) => ({
        ticket: t.id,
        subject: t.subject,
        priority: t.priority,
        'last activity': t.last_activity,
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
  args: z.object({}).strict(),
  run: async (ctx) => supportResults(ctx, await supportFigures(ctx)),
};
