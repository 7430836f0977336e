import { z } from 'zod/mini';

/** At most this many located devices are mapped (spec part 1 §9). */
export const MAP_DEVICE_LIMIT = 1000;

export const ZDeviceLocationSchema = z.object({
  kind: z.enum(['router', 'kiosk']),
  id: z.int(),
  serial_number: z.string(),
  ip_address: z.nullable(z.string()),
  lat: z.number(),
  lon: z.number(),
});
export const ZLocationsResponseSchema = z.object({
  count: z.int(),
  truncated: z.boolean(),
  results: z.array(ZDeviceLocationSchema),
});
export type TDeviceLocation = z.infer<typeof ZDeviceLocationSchema>;
export const ZLocationsQuerySchema = z.object({
  type: z._default(z.enum(['all', 'routers', 'kiosks']), 'all'),
});
