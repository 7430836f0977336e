import { z } from 'zod';
import { ZIdSchema, orderingParam } from './common';

export const MINER_STATUSES = ['inactive', 'running', 'paused'] as const;

/** A router in the mining Hash Hub. Times are HH:mm:ss (shown as h:mm A). */
export const ZMinerSchema = z.object({
  id: z.number().int(),
  router: z.number().int(),
  router_ssid: z.string().nullable(),
  router_serial_number: z.string(),
  mining_start_time: z.string().nullable(),
  mining_end_time: z.string().nullable(),
  status: z.enum(MINER_STATUSES),
  partner: z.number().int(),
});
export type TMiner = z.infer<typeof ZMinerSchema>;

/** POST yocto/partner/{id}/miner/: the body is a list of router ids. */
export const ZMinerCreateRequestSchema = z.array(ZIdSchema).min(1).max(1000);

export const ZMinerUpdateRequestSchema = z.object({
  status: z.enum(MINER_STATUSES),
  partner: ZIdSchema.optional(),
  router: ZIdSchema.optional(),
});

/** GET yocto/partner/mining-wallet-stats: summed from the miners' telemetry. */
export const ZWalletStatsSchema = z.object({
  pending_balance: z.number(),
  last_block_reward: z.number(),
  total_paid: z.number(),
  last_share_submitted: z.string().nullable(),
  total_hashes_submitted: z.number(),
  hash_rate: z.number(),
  currency: z.string(),
});
export type TWalletStats = z.infer<typeof ZWalletStatsSchema>;

/** The miners table's sortable fields; in the order they were added without one. */
export const MINER_ORDERING = ['router_ssid', 'mining_start_time', 'mining_end_time', 'status'] as const;
export const ZMinerListQuerySchema = z.object({ ordering: orderingParam(MINER_ORDERING) });
