import { eq } from 'drizzle-orm';
import { captivePortals } from '../../src/db/schema';
import type { TestContext } from './app';
import { SAMPLES, sendForm } from './media-world';
import type { FormFile } from './multipart';
import { twoPartnersSuite } from './two-partners-suite';

/** The portal every router gets when it is inserted (migration 0011's trigger, decision 029). */
export async function portalOfRouter(ctx: TestContext, routerId: number) {
  const [portal] = await ctx.db.select().from(captivePortals).where(eq(captivePortals.routerId, routerId));
  if (!portal) throw new Error(`router ${routerId} has no captive portal`);
  return portal;
}

/** A logo file for the landing page form (the sample PNG unless other bytes, name or type are given). */
export const logoFile = (content: Buffer = SAMPLES.png, name = 'logo.png', type = 'image/png'): FormFile => ({
  field: 'logo',
  name,
  type,
  content,
});

/** PATCH /v1/captive-portal/{id}/ as the Customize form sends it: multipart fields and an optional logo. */
export const customizePortal = (
  ctx: TestContext,
  token: string,
  portalId: number,
  fields: Record<string, string>,
  files: FormFile[] = [],
) => sendForm(ctx, 'PATCH', `/v1/captive-portal/${portalId}/`, token, fields, files);

/**
 * The landing page tests' world: twoPartnersSuite's, with `customize(portalId, fields, files?, token?)`, the
 * Customize form sent as my partner's admin unless another token is given.
 */
export function captivePortalSuite() {
  const suite = twoPartnersSuite();
  const customize = (
    portalId: number,
    fields: Record<string, string>,
    files: FormFile[] = [],
    token = suite.world.mine.tokens.access,
  ) => customizePortal(suite.ctx, token, portalId, fields, files);
  return Object.assign(suite, { customize });
}
