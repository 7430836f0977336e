import { z } from 'zod';

/** At most this many located devices are mapped (spec part 1 §9). */
export const MAP_DEVICE_LIMIT = 1000;

export const ZDeviceLocationSchema = z.object({
  kind: z.enum(['router', 'kiosk']),
  id: z.number().int(),
  serial_number: z.string(),
  ip_address: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
});
export const ZLocationsResponseSchema = z.object({
  count: z.number().int(),
  truncated: z.boolean(),
  results: z.array(ZDeviceLocationSchema),
});
export type TDeviceLocation = z.infer<typeof ZDeviceLocationSchema>;
export const ZLocationsQuerySchema = z.object({ type: z.enum(['all', 'routers', 'kiosks']).default('all') });
