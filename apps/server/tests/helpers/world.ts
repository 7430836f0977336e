import type { TestContext } from './app';
import { createPartner, createRouter, createSme, createUser } from './factories';
import { type Tokens, signInWithOtp } from './session';
import { realms } from '../../src/db/schema';

/** Two partners with routers, a realm and an SME each; signed-in admins of both. */
export async function twoPartners(ctx: TestContext) {
  const make = async (prefix: string) => {
    const partner = await createPartner(ctx.db, { name: `${prefix} Net` });
    const admin = await createUser(ctx.db, { partnerId: partner.id });
    const staff = await createUser(ctx.db, {
      partnerId: partner.id,
      role: 'partner_staff',
      userType: 'Partner Staff',
    });
    const sme = await createSme(ctx.db, partner.id, { name: `${prefix} Cafe` });
    const [realm] = await ctx.db
      .insert(realms)
      .values({ partnerId: partner.id, name: `${prefix} Realm` })
      .returning();
    const routerRows = [];
    for (let i = 0; i < 5; i += 1) {
      routerRows.push(
        await createRouter(ctx.db, partner.id, {
          serialNumber: `${prefix.toUpperCase()}${i}`,
          ssid: `${prefix}_${i}`,
          location: 'Kigali',
          locationName: 'Kigali',
        }),
      );
    }
    const tokens: Tokens = await signInWithOtp(ctx, admin.email);
    return { partner, admin, staff, sme, realm: realm!, routers: routerRows, tokens };
  };
  return { mine: await make('mine'), theirs: await make('theirs') };
}
