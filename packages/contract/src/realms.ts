import { z } from 'zod/mini';
import { ZIdParamSchema, ZIdSchema, ZPageQuerySchema, paginated, orderingParam } from './common';
import { REALM_ORDERING } from './realm-fields';
export { REALM_ORDERING } from './realm-fields';

export const REALM_TYPES = ['Sub Realm', 'Independent Realm'] as const;

export const ZRealmSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** partner_realm (no SME) or sme_realm. */
  type: z.enum(['partner_realm', 'sme_realm']),
  realm_type: z.nullable(z.enum(REALM_TYPES)),
  partner: z.int(),
  sme: z.nullable(z.object({ id: z.int(), name: z.string() })),
  no_of_routers: z.int(),
  created: z.string(),
});
export type TRealm = z.infer<typeof ZRealmSchema>;
export const ZRealmPageSchema = paginated(ZRealmSchema);

export const ZRealmListQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  sme__partner: z.optional(ZIdParamSchema),
  sme: z.optional(ZIdParamSchema),
  type: z.optional(z.enum(['partner_realm', 'sme_realm'])),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...ZPageQuerySchema.shape,
  ordering: orderingParam(REALM_ORDERING),
});

/** POST realms/: {name, partner} for a partner realm or {name, sme} for an SME realm. */
export const ZRealmCreateRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100)),
  partner: z.optional(ZIdSchema),
  sme: z.optional(ZIdSchema),
});

/** PATCH realms/{id}/: type required; the name of a partner realm is read-only. */
export const ZRealmUpdateRequestSchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100))),
  type: z.enum(REALM_TYPES, 'Select a realm type.'),
});
