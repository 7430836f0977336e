import { z } from 'zod/mini';
import { normalizeVoucherCode } from '@ared/contract/vouchers';
import { revokeVoucher } from '../../guest-access';
import type { WriteTool } from './types';

export const ZRevokeArgs = z.object({ code: z.string().check(z.trim(), z.minLength(4), z.maxLength(32)) });

/**
 * Revokes one active voucher of the partner and ends its sessions: the Vouchers page's Revoke (DELETE
 * vouchers/{code}), same rules (another partner's code is not found; only an active one, else 409).
 */
export const revokeVoucherTool: WriteTool<z.infer<typeof ZRevokeArgs>> = {
  kind: 'write',
  name: 'revoke_voucher',
  description: 'Revoke an active guest voucher by its code; guests connected with it are disconnected.',
  parameters: {
    type: 'object',
    properties: { code: { type: 'string', description: 'The voucher code' } },
    required: ['code'],
    additionalProperties: false,
  },
  args: ZRevokeArgs,
  plan: 'routers',
  summarize: async (_ctx, args) => `Revoke voucher ${normalizeVoucherCode(args.code)}`,
  async run(ctx, args) {
    await revokeVoucher(ctx.deps, ctx.caller.partnerId, args.code);
    return `Voucher ${normalizeVoucherCode(args.code)} is revoked.`;
  },
};
