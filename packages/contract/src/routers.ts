import { z } from 'zod/mini';
import { ZIdParamSchema, ZIdSchema, ZOptionalIdParamSchema, ZPageQuerySchema, paginated } from './common';
import { ROUTER_LOCATION_MAX, ROUTER_ORDERING, ROUTER_SSID_MAX } from './router-fields';

export { ROUTER_LOCATION_MAX, ROUTER_ORDERING, ROUTER_SSID_MAX, ROUTER_STAGES } from './router-fields';

const ZRef = z.object({ id: z.int(), name: z.string() });

export const ZOtaStateSchema = z.object({
  status: z.enum(['downloading', 'waiting']),
  update_progress: z.number().check(z.gte(0), z.lte(100)),
  /** Seconds until the next check (waiting) or the end of the download (downloading). */
  time_remaining: z.int().check(z.gte(0)),
});
export type TOtaState = z.infer<typeof ZOtaStateSchema>;

/** A router as lists and details read it (spec part 1 §3). */
export const ZRouterSchema = z.object({
  id: z.int(),
  serial_number: z.string(),
  imei: z.nullable(z.string()),
  ssid: z.nullable(z.string()),
  location_name: z.nullable(z.string()),
  location: z.nullable(z.string()),
  is_online: z.boolean(),
  last_seen: z.nullable(z.string()),
  os_version_name: z.nullable(z.string()),
  os_version_id: z.nullable(z.string()),
  model_number: z.nullable(z.string()),
  ip_address: z.nullable(z.string()),
  deployed_to: z.nullable(z.string()),
  realm: z.nullable(ZRef),
  sme: z.nullable(ZRef),
  partner: z.nullable(ZRef),
  has_been_assigned_xmrig: z.boolean(),
  nasidentifier: z.nullable(z.string()),
  captive_portal: z.boolean(),
  lat: z.nullable(z.number()),
  lon: z.nullable(z.number()),
  has_kiosk: z.boolean(),
  router_kiosk: z.nullable(z.object({ id: z.int(), serial_number: z.string() })),
  super_realm: z.nullable(z.string()),
  functional: z.boolean(),
  /** Deployed at a site: not In Transit and not at the Manufacturer. */
  on_field: z.boolean(),
  otab: z.nullable(ZOtaStateSchema),
  created: z.string(),
});
export type TRouter = z.infer<typeof ZRouterSchema>;

export const ZRouterPageSchema = paginated(ZRouterSchema);
export type TRouterPage = z.infer<typeof ZRouterPageSchema>;

const booleanParam = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
);

/**
 * GET routers/: `partner` is accepted as the spec sends it; another partner's id answers 404 (decision 003).
 * `realm=` and `sme=` (empty) select routers without a realm / without an SME; another partner's realm or
 * SME selects nothing. `is_online` is the Status filter: `true` selects the boxes whose `is_online` is true;
 * `false` the deployed boxes (`on_field`) that are offline now, those that never reported included. A box In
 * Transit or at the Manufacturer that is not reporting is in neither: it is not expected to report. The
 * Dashboard's `offline_boxes` is the `count` of `is_online=false` (one server function counts both).
 */
export const ZRouterListQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  has_been_assigned_sme: z.optional(booleanParam),
  has_been_assigned_xmrig: z.optional(booleanParam),
  realm: z.optional(ZOptionalIdParamSchema),
  sme: z.optional(ZOptionalIdParamSchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  is_online: z.optional(booleanParam),
  ordering: z.optional(
    z.string().check(z.regex(new RegExp(`^-?(${ROUTER_ORDERING.join('|')})$`), 'Unknown ordering.')),
  ),
  ...ZPageQuerySchema.shape,
});
export type TRouterListQuery = z.input<typeof ZRouterListQuerySchema>;

/** PATCH routers/{id}/ (spec part 1 §5: both required, at most 30 characters). */
export const ZRouterUpdateRequestSchema = z.object({
  ssid: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'SSID is required'),
      z.maxLength(ROUTER_SSID_MAX, `Ensure this field has no more than ${ROUTER_SSID_MAX} characters.`),
    ),
  location_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Location is required'),
      z.maxLength(
        ROUTER_LOCATION_MAX,
        `Ensure this field has no more than ${ROUTER_LOCATION_MAX} characters.`,
      ),
    ),
});
export type TRouterUpdateRequest = z.infer<typeof ZRouterUpdateRequestSchema>;

const routerIds = z.array(ZIdSchema).check(z.minLength(1, 'Select at least one router.'), z.maxLength(1000));

/** POST (assign) and PATCH (unassign) routers/add-to-realm/. */
export const ZRealmAssignmentRequestSchema = z.object({
  realm: ZIdSchema,
  routers: routerIds,
});
/** PATCH routers/assign-to-sme/. `sme: null` also unassigns (the web app uses PATCH routers/add-to-sme/). */
export const ZSmeAssignmentRequestSchema = z.object({
  sme: z.nullable(ZIdSchema),
  routers: routerIds,
});
/** PATCH routers/add-to-sme/ and routers/assign-to-partner/: the routers only. */
export const ZRoutersRequestSchema = z.object({ routers: routerIds });

/** Device key of a box, shown once when issued or rotated. */
export const ZDeviceKeyResponseSchema = z.object({ serial_number: z.string(), device_key: z.string() });

/** The 404 of a router that is not the caller's partner's (decision 003), from every module that names one. */
export const ROUTER_NOT_FOUND = 'No router found.';

/** GET routers/export/: the list's filters (decision 051: an export has no page and keeps the list's default order). */
export const ZRouterExportQuerySchema = z.omit(ZRouterListQuerySchema, {
  page: true,
  page_size: true,
  ordering: true,
});
export type TRouterExportQuery = z.input<typeof ZRouterExportQuerySchema>;
