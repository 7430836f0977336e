import type { TRouter } from '@ared/contract/routers';
import { z } from 'zod/mini';
import type { Database } from '../../../db/client';
import { routerListSource } from '../../routers';
import { firstRows } from './first-rows';
import { PAGE } from './links';
import { boxCounts } from './summary';
import type { ReadTool, ToolContext } from './types';
import { nowWindow } from './window';

/** A box's name as the partner knows it: its SSID, else its location, else its serial. */
const nameOf = (r: TRouter) => r.ssid ?? r.location_name ?? r.serial_number;

/**
 * Which boxes are offline and since when: the Routers list filtered by Status offline (the Dashboard's
 * "Offline boxes" counts the same list), in serial order; each with the last time it reported.
 */
export const routerStatusTool: ReadTool<Record<string, never>> = {
  kind: 'read',
  name: 'router_status',
  description:
    'Which of the partner boxes are offline now and since when, with the online and offline counts.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  args: z.strictObject(z.object({}).shape),
  plan: 'routers',
  async run(ctx) {
    const offline = await offlineBoxes(ctx);
    return [
      await boxCounts(ctx),
      {
        title:
          offline.total > offline.rows.length
            ? `Offline boxes (first ${offline.rows.length} of ${offline.total})`
            : 'Offline boxes',
        rows: offline.rows.map((r) => ({
          serial: r.serial_number,
          name: nameOf(r),
          'offline since': r.last_seen,
        })),
        window: nowWindow(ctx),
        link: PAGE.offlineBoxes,
      },
    ];
  },
};

/** The Routers list with Status offline, its total and first rows: the tool's answer and an agent's context. */
export const offlineBoxesOf = (database: Database, partnerId: number, limit?: number) =>
  firstRows(routerListSource(database, partnerId, { online: false }, 'serial_number'), limit);

const offlineBoxes = (ctx: ToolContext) => offlineBoxesOf(ctx.deps.database, ctx.caller.partnerId);

export { nameOf as boxNameOf };
