import { z } from 'zod';
import { ZIdParamSchema, ZIdSchema, ZPageQuerySchema, paginated, orderingParam } from './common';

export const REALM_TYPES = ['Sub Realm', 'Independent Realm'] as const;

export const ZRealmSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** partner_realm (no SME) or sme_realm. */
  type: z.enum(['partner_realm', 'sme_realm']),
  realm_type: z.enum(REALM_TYPES).nullable(),
  partner: z.number().int(),
  sme: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  no_of_routers: z.number().int(),
  created: z.string(),
});
export type TRealm = z.infer<typeof ZRealmSchema>;
export const ZRealmPageSchema = paginated(ZRealmSchema);

/** The realm list's sortable fields; newest first without one. */
export const REALM_ORDERING = ['name', 'created', 'no_of_routers'] as const;
export const ZRealmListQuerySchema = z.object({
  partner: ZIdParamSchema.optional(),
  sme__partner: ZIdParamSchema.optional(),
  sme: ZIdParamSchema.optional(),
  type: z.enum(['partner_realm', 'sme_realm']).optional(),
  search: z.string().trim().max(100).optional(),
  ...ZPageQuerySchema.shape,
  ordering: orderingParam(REALM_ORDERING),
});

/** POST realms/: {name, partner} for a partner realm or {name, sme} for an SME realm. */
export const ZRealmCreateRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  partner: ZIdSchema.optional(),
  sme: ZIdSchema.optional(),
});

/** PATCH realms/{id}/: type required; the name of a partner realm is read-only. */
export const ZRealmUpdateRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100).optional(),
  type: z.enum(REALM_TYPES, 'Select a realm type.'),
});
