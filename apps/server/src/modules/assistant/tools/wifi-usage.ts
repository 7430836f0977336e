import { PAGE } from './links';
import { wifiSummaryOf } from './summary';
import type { ReadTool } from './types';
import { RANGE_LABEL, RANGE_PARAMETERS, type RangeArgs, ZRangeArgs, windowOf } from './window';

/** The Wi-Fi summary of every box for the range, figure for figure as the Analytics page's Routers tab. */
export const wifiUsageTool: ReadTool<RangeArgs> = {
  kind: 'read',
  name: 'wifi_usage',
  description:
    'Guest Wi-Fi usage for a period: guests connected now, devices, mean session, refused logins, vouchers.',
  parameters: RANGE_PARAMETERS,
  args: ZRangeArgs,
  plan: 'routers',
  async run(ctx, args) {
    const { range, summary } = await wifiSummaryOf(ctx, args);
    return [
      {
        title: `Wi-Fi usage, ${RANGE_LABEL[args.range]}`,
        rows: [
          {
            'guests connected now': summary.currently_connected,
            'guest devices': summary.total_device,
            'mean session (seconds)': summary.average_duration,
            'refused logins': summary.token_failed,
            'vouchers generated': summary.totals_generated,
            'vouchers finished': summary.finished_partner_vouchers,
            'vouchers in use': summary.unfinished_partner_voucher,
            'vouchers never used': summary.users_not_access_system,
            'sessions ended by a box restart': summary.router_restart_partner_vouchers,
          },
        ],
        window: windowOf(ctx, range),
        link: PAGE.wifi,
      },
    ];
  },
};
