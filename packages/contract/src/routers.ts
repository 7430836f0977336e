import { z } from 'zod';
import { ZIdParamSchema, ZIdSchema, ZOptionalIdParamSchema, ZPageQuerySchema, paginated } from './common';

export const ROUTER_SSID_MAX = 30;
export const ROUTER_LOCATION_MAX = 30;
/** Where a box is when it is not deployed; any other value is a place name. */
export const ROUTER_STAGES = ['In Transit', 'Manufacturer'] as const;

const ZRef = z.object({ id: z.number().int(), name: z.string() });

export const ZOtaStateSchema = z.object({
  status: z.enum(['downloading', 'waiting']),
  update_progress: z.number().min(0).max(100),
  /** Seconds until the next check (waiting) or the end of the download (downloading). */
  time_remaining: z.number().int().min(0),
});
export type TOtaState = z.infer<typeof ZOtaStateSchema>;

/** A router as lists and details read it (spec part 1 §3). */
export const ZRouterSchema = z.object({
  id: z.number().int(),
  serial_number: z.string(),
  imei: z.string().nullable(),
  ssid: z.string().nullable(),
  location_name: z.string().nullable(),
  location: z.string().nullable(),
  is_online: z.boolean(),
  last_seen: z.string().nullable(),
  os_version_name: z.string().nullable(),
  os_version_id: z.string().nullable(),
  model_number: z.string().nullable(),
  ip_address: z.string().nullable(),
  deployed_to: z.string().nullable(),
  realm: ZRef.nullable(),
  sme: ZRef.nullable(),
  partner: ZRef.nullable(),
  has_been_assigned_xmrig: z.boolean(),
  nasidentifier: z.string().nullable(),
  captive_portal: z.boolean(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  has_kiosk: z.boolean(),
  router_kiosk: z.object({ id: z.number().int(), serial_number: z.string() }).nullable(),
  super_realm: z.string().nullable(),
  functional: z.boolean(),
  /** Deployed at a site: not In Transit and not at the Manufacturer. */
  on_field: z.boolean(),
  otab: ZOtaStateSchema.nullable(),
  created: z.string(),
});
export type TRouter = z.infer<typeof ZRouterSchema>;

export const ZRouterPageSchema = paginated(ZRouterSchema);
export type TRouterPage = z.infer<typeof ZRouterPageSchema>;

export const ROUTER_ORDERING = [
  'serial_number',
  'ssid',
  'os_version_id',
  'realm',
  'location_name',
  'created',
  'sme',
] as const;

const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * GET routers/: `partner` is accepted as the spec sends it; another partner's id answers 404 (decision 003).
 * `realm=` and `sme=` (empty) select routers without a realm / without an SME; another partner's realm or
 * SME selects nothing. `is_online` is the Status filter: `true` selects the boxes whose `is_online` is true;
 * `false` the deployed boxes (`on_field`) that are offline now, those that never reported included. A box In
 * Transit or at the Manufacturer that is not reporting is in neither: it is not expected to report. The
 * Dashboard's `offline_boxes` is the `count` of `is_online=false` (one server function counts both).
 */
export const ZRouterListQuerySchema = z.object({
  partner: ZIdParamSchema.optional(),
  has_been_assigned_sme: booleanParam.optional(),
  has_been_assigned_xmrig: booleanParam.optional(),
  realm: ZOptionalIdParamSchema.optional(),
  sme: ZOptionalIdParamSchema.optional(),
  search: z.string().trim().max(100).optional(),
  is_online: booleanParam.optional(),
  ordering: z
    .string()
    .regex(new RegExp(`^-?(${ROUTER_ORDERING.join('|')})$`), 'Unknown ordering.')
    .optional(),
  ...ZPageQuerySchema.shape,
});
export type TRouterListQuery = z.input<typeof ZRouterListQuerySchema>;

/** PATCH routers/{id}/ (spec part 1 §5: both required, at most 30 characters). */
export const ZRouterUpdateRequestSchema = z.object({
  ssid: z
    .string()
    .trim()
    .min(1, 'SSID is required')
    .max(ROUTER_SSID_MAX, `Ensure this field has no more than ${ROUTER_SSID_MAX} characters.`),
  location_name: z
    .string()
    .trim()
    .min(1, 'Location is required')
    .max(ROUTER_LOCATION_MAX, `Ensure this field has no more than ${ROUTER_LOCATION_MAX} characters.`),
});
export type TRouterUpdateRequest = z.infer<typeof ZRouterUpdateRequestSchema>;

const routerIds = z.array(ZIdSchema).min(1, 'Select at least one router.').max(1000);

/** POST (assign) and PATCH (unassign) routers/add-to-realm/. */
export const ZRealmAssignmentRequestSchema = z.object({
  realm: ZIdSchema,
  routers: routerIds,
});
/** PATCH routers/assign-to-sme/. `sme: null` also unassigns (the web app uses PATCH routers/add-to-sme/). */
export const ZSmeAssignmentRequestSchema = z.object({
  sme: ZIdSchema.nullable(),
  routers: routerIds,
});
/** PATCH routers/add-to-sme/ and routers/assign-to-partner/: the routers only. */
export const ZRoutersRequestSchema = z.object({ routers: routerIds });

/** Device key of a box, shown once when issued or rotated. */
export const ZDeviceKeyResponseSchema = z.object({ serial_number: z.string(), device_key: z.string() });

/** The 404 of a router that is not the caller's partner's (decision 003), from every module that names one. */
export const ROUTER_NOT_FOUND = 'No router found.';

/** GET routers/export/: the list's filters (decision 051: an export has no page and keeps the list's default order). */
export const ZRouterExportQuerySchema = ZRouterListQuerySchema.omit({
  page: true,
  page_size: true,
  ordering: true,
});
export type TRouterExportQuery = z.input<typeof ZRouterExportQuerySchema>;
