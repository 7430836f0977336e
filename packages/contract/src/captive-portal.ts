import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, paginated } from './common';

/** The Landing Page Builder: one captive portal per router (part 2 §2, §3, §5, §7, §9; decision 029). */

export const PORTAL_NAME_MAX = 15;
export const PORTAL_MESSAGE_MAX = 30;

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

export const PORTAL_TEXTS = {
  empty: 'No Captive Portal found',
  welcome: 'Welcome to',
  getStarted: 'Get Started',
  reset: 'Reset the Changes',
  nameTooLong: `Name must be at most ${PORTAL_NAME_MAX} characters`,
  messageTooLong: `Primary message must be at most ${PORTAL_MESSAGE_MAX} characters`,
  nameRequired: 'Name is required',
  badColor: 'Background colour must be a hex colour like #1a2b3c',
  badBoolean: 'Show connect message must be true or false',
  svgRefused: 'Logo: SVG images are not accepted (they can carry scripts); send a PNG, JPG, GIF or WEBP.',
  invalid: 'Check the highlighted fields',
  saved: 'Captive portal updated successfully',
  resetDone: 'Captive portal reset to the defaults',
  saveFailed: 'Could not update the captive portal',
  resetFailed: 'Could not reset the captive portal',
  fetchFailed: 'Could not fetch captive portals',
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

/**
 * Apply one design to many boxes (issue 29 §4): the source portal's name, message, colour, connect message
 * and logo copied onto `portals` (the partner's own, at most PORTAL_APPLY_MAX), or onto every other portal
 * of the partner with `all: true`. The source itself is never among the changed.
 */
export const PORTAL_APPLY_MAX = 500;
export const PORTAL_APPLY_TEXTS = {
  action: 'Apply to other boxes',
  actionLabel: (serial: string) => `Apply to other boxes the design of router ${serial}`,
  title: 'Apply this design to other boxes',
  intro: (name: string, serial: string) =>
    `The name, message, colour, connect message and logo of "${name}" (${serial}) replace those of:`,
  everyOther: (count: number) => `Every other box of yours (${count.toLocaleString('en-US')})`,
  selected: (count: number) => `The boxes selected in the table (${count.toLocaleString('en-US')})`,
  noneSelected: 'Select boxes in the table to apply the design to only those.',
  apply: 'Apply',
  cancel: 'Cancel',
  applied: (count: number) =>
    `Design applied to ${count.toLocaleString('en-US')} landing page${count === 1 ? '' : 's'}`,
  failed: 'Could not apply the design',
  choose: 'Send either the boxes (portals) or all: true.',
  noPortals: 'Choose at least one box.',
  tooMany: `Choose at most ${PORTAL_APPLY_MAX} boxes at a time, or all of them.`,
} as const;
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
