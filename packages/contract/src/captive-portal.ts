import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, paginated } from './common';
import { PORTAL_APPLY_MAX, PORTAL_APPLY_TEXTS } from './portal-texts';
export {
  PORTAL_APPLY_MAX,
  PORTAL_APPLY_TEXTS,
  PORTAL_MESSAGE_MAX,
  PORTAL_NAME_MAX,
  PORTAL_TEXTS,
} from './portal-texts';

/** The Landing Page Builder: one captive portal per router (part 2 §2, §3, §5, §7, §9; decision 029). */

/**
 * The spec's preview default message (part 2 §2). It is 45 characters, past the 30 a saved message may have
 * (§5), so it is not stored: an empty message means "show this one" on the preview and the guest's page.
 */
export const PORTAL_PLACEHOLDER_MESSAGE = 'Empowering Businesses, Connecting Communities';

/** What a new or reset portal holds (decision 029): the hub-style placeholder name, the default message. */
export const PORTAL_DEFAULTS = {
  name: 'Ared Hub',
  primary_message: '',
  background_color: '#0b3d91',
  show_connect_message: true,
} as const;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const ZCaptivePortalSchema = z.object({
  id: z.int(),
  name: z.string(),
  primary_message: z.string(),
  background_color: z.string(),
  /** The logo's public /media/ URL (guests' portal pages show it), or null. */
  logo: z.nullable(z.string()),
  show_connect_message: z.boolean(),
  router: z.object({ id: z.int(), serial_number: z.string() }),
  created: z.string(),
  updated: z.string(),
});
export type TCaptivePortal = z.infer<typeof ZCaptivePortalSchema>;
export const ZCaptivePortalPageSchema = paginated(ZCaptivePortalSchema);
export const ZCaptivePortalListQuerySchema = z.object({
  router__partner: z.optional(ZIdParamSchema),
  ...ZPageQuerySchema.shape,
});
export const ZCaptivePortalResetQuerySchema = z.object({ id: ZIdParamSchema });

/**
 * Black or white text, whichever reads better on the portal's background (WCAG relative luminance): the
 * dashboard's preview and the guest's page use the same choice.
 */
export function readableTextOn(color: string): string {
  if (!HEX_COLOR.test(color)) return '#ffffff';
  const channel = (i: number) => {
    const c = parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.35 ? '#111111' : '#ffffff';
}

export const ZApplyPortalDesignRequestSchema = z
  .object({
    portals: z.optional(
      z
        .array(z.int().check(z.positive(), z.lte(2_147_483_647)))
        .check(
          z.minLength(1, PORTAL_APPLY_TEXTS.noPortals),
          z.maxLength(PORTAL_APPLY_MAX, PORTAL_APPLY_TEXTS.tooMany),
        ),
    ),
    all: z.optional(z.literal(true)),
  })
  .check(
    z.refine((b) => (b.portals === undefined) !== (b.all === undefined), {
      message: PORTAL_APPLY_TEXTS.choose,
      path: ['portals'],
    }),
  );
export type TApplyPortalDesignRequest = z.input<typeof ZApplyPortalDesignRequestSchema>;
export const ZApplyPortalDesignResponseSchema = z.object({
  /** Portals whose design was replaced (the source excluded). */
  applied_count: z.int(),
});
export type TApplyPortalDesignResponse = z.infer<typeof ZApplyPortalDesignResponseSchema>;
