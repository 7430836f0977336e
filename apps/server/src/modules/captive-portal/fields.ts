import { z } from 'zod/mini';
import { HEX_COLOR, PORTAL_MESSAGE_MAX, PORTAL_NAME_MAX, PORTAL_TEXTS } from '@ared/contract/captive-portal';
import { parseFieldsOr400 } from '../../lib/parse-fields';
import type { PortalChanges } from './portals';

/**
 * The Customize form's text fields (part 2 §5): any subset; each one sent is checked. An empty message
 * stands for the spec's default one (PORTAL_PLACEHOLDER_MESSAGE).
 */
const ZPortalFieldsSchema = z.object({
  name: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, PORTAL_TEXTS.nameRequired),
        z.maxLength(PORTAL_NAME_MAX, PORTAL_TEXTS.nameTooLong),
      ),
  ),
  primary_message: z.optional(
    z.string().check(z.trim(), z.maxLength(PORTAL_MESSAGE_MAX, PORTAL_TEXTS.messageTooLong)),
  ),
  background_color: z.optional(z.string().check(z.trim(), z.regex(HEX_COLOR, PORTAL_TEXTS.badColor))),
  show_connect_message: z.optional(z.enum(['true', 'false'], { error: PORTAL_TEXTS.badBoolean })),
});

/** The fields as column changes, or 400 with field errors (nothing is stored then). */
export function parsePortalFields(raw: Record<string, string>): PortalChanges {
  const f = parseFieldsOr400(ZPortalFieldsSchema, raw, PORTAL_TEXTS.invalid);
  const changes: PortalChanges = {};
  if (f.name !== undefined) changes.name = f.name;
  if (f.primary_message !== undefined) changes.primaryMessage = f.primary_message;
  if (f.background_color !== undefined) changes.backgroundColor = f.background_color.toLowerCase();
  if (f.show_connect_message !== undefined) changes.showConnectMessage = f.show_connect_message === 'true';
  return changes;
}
