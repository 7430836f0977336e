import { z } from 'zod/mini';
import { ZIdParamSchema, ZIdSchema, ZPageQuerySchema, orderingParam, paginated } from './common';
export { KIOSK_PATHS } from './kiosk-paths';

/** Kiosks a partner's micro franchisees run (part 2 §2 Kiosks, §3 Kiosk, §4, §7; decision 034). */

/** A kiosk of the list (part 2 §3): with the router installed in it and the franchisee who runs it. */
export const ZKioskSchema = z.object({
  id: z.int(),
  serial_number: z.string(),
  functional: z.boolean(),
  /** The has-router flag: a router row names this kiosk (routers.kiosk_id). */
  router: z.boolean(),
  kiosk_router: z.nullable(z.object({ id: z.int(), serial_number: z.string() })),
  created: z.string(),
  assigned_to: z.nullable(z.object({ id: z.int(), full_name: z.string() })),
  has_been_assigned_mf: z.boolean(),
  lat: z.nullable(z.number()),
  lon: z.nullable(z.number()),
});
export type TKiosk = z.infer<typeof ZKioskSchema>;
export const ZKioskPageSchema = paginated(ZKioskSchema);
export type TKioskPage = z.infer<typeof ZKioskPageSchema>;

const booleanParam = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
);
/** The kiosk list's sortable fields; newest first without one. */
export const KIOSK_ORDERING = ['serial_number', 'created', 'functional', 'assigned_to'] as const;

/** GET kiosks/: `partner` as the spec sends it (another partner's answers 404), the tab's filter, paging. */
export const ZKioskListQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  has_been_assigned_mf: z.optional(booleanParam),
  assigned_to: z.optional(ZIdParamSchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ordering: orderingParam(KIOSK_ORDERING),
  ...ZPageQuerySchema.shape,
});
export type TKioskListQuery = z.input<typeof ZKioskListQuerySchema>;

const kioskRefs = z
  .array(z.object({ id: ZIdSchema }))
  .check(z.minLength(1, 'Select at least one kiosk.'), z.maxLength(100));

/** POST kiosks/assign-to-micro-franchisee/ (part 2 §7): 200 all assigned, 206 some refused (detail says which). */
export const ZKioskAssignRequestSchema = z.object({
  kiosks: kioskRefs,
  micro_franchisee: ZIdSchema,
});
export type TKioskAssignRequest = z.infer<typeof ZKioskAssignRequestSchema>;

/**
 * POST kiosks/unassign-from-micro-franchisee/ (designed: the spec does not show it): the kiosks to take back,
 * or the franchisee whose kiosk it is. Exactly one of the two.
 */
export const ZKioskUnassignRequestSchema = z
  .object({
    kiosks: z.optional(kioskRefs),
    micro_franchisee: z.optional(ZIdSchema),
  })
  .check(
    z.refine((b) => (b.kiosks === undefined) !== (b.micro_franchisee === undefined), {
      message: 'Give either kiosks or micro_franchisee.',
      path: ['kiosks'],
    }),
  );
export type TKioskUnassignRequest = z.infer<typeof ZKioskUnassignRequestSchema>;

export const KIOSK_TEXTS = {
  notFound: 'No kiosk found.',
  franchiseeNotFound: 'No active micro franchisee found.',
  assigned: 'Kiosk assigned to the micro franchisee successfully',
  unassigned: 'Kiosk unassigned from the micro franchisee successfully',
} as const;

/** GET kiosks/export/: the list's filters, every row (decision 051). */
export const ZKioskExportQuerySchema = z.omit(ZKioskListQuerySchema, {
  page: true,
  page_size: true,
  ordering: true,
});
export type TKioskExportQuery = z.input<typeof ZKioskExportQuerySchema>;
