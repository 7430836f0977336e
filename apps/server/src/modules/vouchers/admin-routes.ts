import type { FastifyInstance } from 'fastify';

/** The voucher service's admin calls (part 2 §4): vouchers, sessions, stats. Mounted at /radius/{slug}/admin. */
export async function voucherAdminRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
