import type { FastifyInstance } from 'fastify';

/** A batch of vouchers as a printable PDF sheet and a CSV. Mounted at /radius/{slug}/admin. */
export async function voucherPrintRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
