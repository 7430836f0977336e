import { and, eq, inArray } from 'drizzle-orm';
import { ROUTER_NOT_FOUND, type TRouter, type TRouterUpdateRequest } from '@ared/contract/routers';
import type { Db } from '../../db/client';
import { routers } from './schema';
import { smes } from '../smes/schema';
import { notFound } from '../../lib/http-errors';
import { generateDeviceKey, removeStateOfRouters, type DeviceKeyResolver } from '../devices';
import { generateRadiusSecret, sealRadiusSecret, type NasDirectory } from '../guest-access';
import { ownRealm } from '../realms';
import { removeMinersOfRouters } from '../miners';
import { findRouter, ownRouterIds } from './queries';

/** 200 with a detail when every router was the partner's; 206 when some were not (they are left alone). */
export type BulkOutcome = { status: 200 | 206; detail: string };

async function bulk(
  db: Db,
  partnerId: number,
  ids: number[],
  successDetail: string,
  apply: (own: number[]) => Promise<void>,
): Promise<BulkOutcome> {
  const unique = [...new Set(ids)];
  const own = await ownRouterIds(db, partnerId, unique);
  if (own.length === 0) throw notFound(ROUTER_NOT_FOUND);
  await apply(own);
  const missing = unique.length - own.length;
  return missing === 0
    ? { status: 200, detail: successDetail }
    : {
        status: 206,
        detail: `${missing} of the selected routers could not be found; the other ${own.length} were updated.`,
      };
}

export async function updateRouter(
  db: Db,
  partnerId: number,
  id: number,
  body: TRouterUpdateRequest,
): Promise<TRouter> {
  const updated = await db
    .update(routers)
    .set({ ssid: body.ssid, locationName: body.location_name })
    .where(and(eq(routers.id, id), eq(routers.partnerId, partnerId)))
    .returning({ id: routers.id });
  if (updated.length === 0) throw notFound(ROUTER_NOT_FOUND);
  return (await findRouter(db, partnerId, id))!;
}

export async function assignRealm(db: Db, partnerId: number, realmId: number, ids: number[]) {
  const realm = await ownRealm(db, partnerId, realmId);
  return bulk(db, partnerId, ids, 'Router(s) assigned to the realm', async (own) => {
    await db.update(routers).set({ realmId: realm.id, captivePortal: true }).where(inArray(routers.id, own));
  });
}

export async function unassignRealm(db: Db, partnerId: number, realmId: number, ids: number[]) {
  const realm = await ownRealm(db, partnerId, realmId);
  return bulk(db, partnerId, ids, 'Router(s) unassigned from the realm', async (own) => {
    await db
      .update(routers)
      .set({ realmId: null })
      .where(and(inArray(routers.id, own), eq(routers.realmId, realm.id)));
  });
}

export async function assignSme(db: Db, partnerId: number, smeId: number | null, ids: number[]) {
  if (smeId === null) return unassignSme(db, partnerId, ids);
  const [sme] = await db
    .select()
    .from(smes)
    .where(and(eq(smes.id, smeId), eq(smes.partnerId, partnerId)))
    .limit(1);
  if (!sme) throw notFound();
  return bulk(db, partnerId, ids, 'Router(s) assigned to the SME', async (own) => {
    await db.update(routers).set({ smeId: sme.id, deployedTo: sme.name }).where(inArray(routers.id, own));
  });
}

export async function unassignSme(db: Db, partnerId: number, ids: number[]) {
  return bulk(db, partnerId, ids, 'Router(s) unassigned from the SME', async (own) => {
    await db.update(routers).set({ smeId: null }).where(inArray(routers.id, own));
  });
}

/** The partner drops its own access: the routers leave its realms, SMEs and Hash Hub too, and their state. */
export async function unassignPartner(db: Db, partnerId: number, ids: number[]) {
  return bulk(db, partnerId, ids, 'Router removed', async (own) => {
    await db.transaction(async (tx) => {
      await removeMinersOfRouters(tx, own);
      await removeStateOfRouters(tx, partnerId, own);
      await tx
        .update(routers)
        .set({ partnerId: null, realmId: null, smeId: null, hasBeenAssignedXmrig: false })
        .where(inArray(routers.id, own));
    });
  });
}

/** Issues a new device key (the old one stops working) and returns it once. Partner admins only (route). */
export async function rotateDeviceKey(db: Db, keys: DeviceKeyResolver, partnerId: number, routerId: number) {
  const { key, hash } = generateDeviceKey();
  const [row] = await db
    .update(routers)
    .set({ deviceKeyHash: hash })
    .where(and(eq(routers.id, routerId), eq(routers.partnerId, partnerId)))
    .returning({ serial: routers.serialNumber });
  if (!row) throw notFound(ROUTER_NOT_FOUND);
  keys.forgetRouter(routerId);
  return { serial_number: row.serial, device_key: key };
}

/**
 * Issues a new RADIUS shared secret to a box (the old one stops working at once on this replica) and returns
 * it once; it is stored sealed, never in clear (decision 023). Partner admins only (route).
 */
export async function rotateRadiusSecret(
  db: Db,
  nas: NasDirectory,
  serverSecret: string,
  partnerId: number,
  routerId: number,
) {
  const secret = generateRadiusSecret();
  const [row] = await db
    .update(routers)
    .set({ radiusSecretSealed: sealRadiusSecret(serverSecret, secret) })
    .where(and(eq(routers.id, routerId), eq(routers.partnerId, partnerId)))
    .returning({ serial: routers.serialNumber });
  if (!row) throw notFound(ROUTER_NOT_FOUND);
  nas.forget([routerId], [row.serial]);
  return { serial_number: row.serial, secret };
}
