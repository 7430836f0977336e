import type { TRouter } from '@ared/contract/routers';
import { z } from 'zod/mini';
import { routerListSource } from '../../routers';
import { firstRows } from './first-rows';
import { PAGE } from './links';
import { boxNameOf } from './router-status';
import type { ReadTool, ToolContext } from './types';
import { nowWindow } from './window';

export const ZBoxArgs = z.object({ box: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
export type BoxArgs = z.infer<typeof ZBoxArgs>;

/**
 * One of the partner's boxes named by its serial or SSID (any case), found through the Routers list's
 * search and then matched whole, so "kgl" does not pick one of ten boxes at random. Another partner's box
 * is not in that list: it answers exactly as a box that does not exist (decision 003).
 */
export async function findOwnBox(ctx: ToolContext, named: string): Promise<TRouter | null> {
  const wanted = named.trim().toLowerCase();
  const { rows } = await firstRows(
    routerListSource(ctx.deps.database, ctx.caller.partnerId, { search: named.trim() }, 'serial_number'),
    50,
  );
  return (
    rows.find((r) => r.serial_number.toLowerCase() === wanted) ??
    rows.find((r) => r.ssid?.toLowerCase() === wanted) ??
    null
  );
}

export const UNKNOWN_BOX_TITLE = 'No such box';

/** The health of one box now: online or not, last report, whether it works, where it is deployed. */
export const boxHealthTool: ReadTool<BoxArgs> = {
  kind: 'read',
  name: 'box_health',
  description: "The health of one of the partner's boxes, named by its serial number or its SSID.",
  parameters: {
    type: 'object',
    properties: { box: { type: 'string', description: 'The serial number or SSID of the box' } },
    required: ['box'],
    additionalProperties: false,
  },
  args: ZBoxArgs,
  plan: 'routers',
  async run(ctx, args) {
    const box = await findOwnBox(ctx, args.box);
    if (!box)
      return [
        { title: UNKNOWN_BOX_TITLE, rows: [{ box: args.box, known: false }], window: null, link: null },
      ];
    return [
      {
        title: `Box ${box.serial_number}`,
        rows: [
          {
            serial: box.serial_number,
            name: boxNameOf(box),
            online: box.is_online,
            'last seen': box.last_seen,
            working: box.functional,
            realm: box.realm?.name ?? null,
            sme: box.sme?.name ?? null,
            'ip address': box.ip_address,
            'os version': box.os_version_name,
          },
        ],
        window: nowWindow(ctx),
        link: PAGE.box(box.id),
      },
    ];
  },
};
