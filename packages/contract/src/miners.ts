import { z } from 'zod/mini';
import { ZIdSchema, orderingParam } from './common';

export const MINER_STATUSES = ['inactive', 'running', 'paused'] as const;

/** A router in the mining Hash Hub. Times are HH:mm:ss (shown as h:mm A). */
export const ZMinerSchema = z.object({
  id: z.int(),
  router: z.int(),
  router_ssid: z.nullable(z.string()),
  router_serial_number: z.string(),
  mining_start_time: z.nullable(z.string()),
  mining_end_time: z.nullable(z.string()),
  status: z.enum(MINER_STATUSES),
  partner: z.int(),
});
export type TMiner = z.infer<typeof ZMinerSchema>;
/** The Hash Hub's routers, as a list answers them (a plain array). */
export const ZMinerListSchema = z.array(ZMinerSchema);

/** POST yocto/partner/{id}/miner/: the body is a list of router ids. */
export const ZMinerCreateRequestSchema = z.array(ZIdSchema).check(z.minLength(1), z.maxLength(1000));

export const ZMinerUpdateRequestSchema = z.object({
  status: z.enum(MINER_STATUSES),
  partner: z.optional(ZIdSchema),
  router: z.optional(ZIdSchema),
});

/** GET yocto/partner/mining-wallet-stats: summed from the miners' telemetry. */
export const ZWalletStatsSchema = z.object({
  pending_balance: z.number(),
  last_block_reward: z.number(),
  total_paid: z.number(),
  last_share_submitted: z.nullable(z.string()),
  total_hashes_submitted: z.number(),
  hash_rate: z.number(),
  currency: z.string(),
});
export type TWalletStats = z.infer<typeof ZWalletStatsSchema>;

/** The miners table's sortable fields; in the order they were added without one. */
export const MINER_ORDERING = ['router_ssid', 'mining_start_time', 'mining_end_time', 'status'] as const;
export const ZMinerListQuerySchema = z.object({ ordering: orderingParam(MINER_ORDERING) });
