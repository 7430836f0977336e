import { kiosks, realms, routers, smes } from '../db/schema';
import { seedTelemetry } from './demo-telemetry';
import type { DemoPartner } from './demo-partners';
import { RWANDA_PLACES } from './places';
import { type Random, seededRandom } from './random';
import { type Tx, daysAgo } from './seed-helpers';

/** Kiosks, half of them with a micro franchisee. */
export async function seedKiosks(
  tx: Tx,
  demo: DemoPartner,
  partnerId: number,
  mfIds: number[],
  random: Random,
) {
  if (demo.kiosks === 0) return [];
  return tx
    .insert(kiosks)
    .values(
      Array.from({ length: demo.kiosks }, (_, i) => {
        const place = random.pick(RWANDA_PLACES);
        return {
          partnerId,
          serialNumber: `${demo.serialPrefix}-KSK-${String(i + 1).padStart(4, '0')}`,
          functional: i % 7 !== 6,
          // About half the kiosks are with a micro franchisee; the rest wait to be assigned.
          assignedToId: i % 2 === 0 ? (mfIds[i / 2] ?? null) : null,
          lat: Number((place.lat + (random.next() - 0.5) * 0.04).toFixed(6)),
          lon: Number((place.lon + (random.next() - 0.5) * 0.04).toFixed(6)),
          created: daysAgo(random.int(30, 300)),
        };
      }),
    )
    .returning();
}

/**
 * Distinct addresses in the partner's block of the carrier-grade NAT range (100.64.0.0/10), as boxes on a
 * mobile network get them. Drawn from their own generator so the rest of the demo data stays as it was,
 * and from the partner's own block (not its database id) so they are distinct across partners.
 */
export function mobileAddresses(block: number, count: number): string[] {
  const random = seededRandom(block * 7919);
  const addresses = new Set<string>();
  while (addresses.size < count)
    addresses.add(`100.${block + random.int(0, 7)}.${random.int(0, 255)}.${random.int(1, 254)}`);
  return [...addresses];
}

export type Links = {
  smes: (typeof smes.$inferSelect)[];
  realms: (typeof realms.$inferSelect)[];
  kiosks: (typeof kiosks.$inferSelect)[];
};

export async function seedRouters(
  tx: Tx,
  demo: DemoPartner,
  partnerId: number,
  links: Links,
  random: Random,
) {
  const partnerRealms = links.realms.filter((r) => r.smeId === null);
  const addresses = mobileAddresses(demo.ipBlock, demo.routers);
  const rows = Array.from({ length: demo.routers }, (_, i) => {
    const place = random.pick(RWANDA_PLACES);
    const stage = i % 12 === 10 ? 'In Transit' : i % 12 === 11 ? 'Manufacturer' : place.name;
    const deployed = stage !== 'In Transit' && stage !== 'Manufacturer';
    const sme = deployed && i % 3 === 0 ? links.smes[i % Math.max(links.smes.length, 1)] : undefined;
    const smeRealm = sme ? links.realms.find((r) => r.smeId === sme.id) : undefined;
    const realm =
      smeRealm ??
      (deployed && i % 4 !== 1 ? partnerRealms[i % Math.max(partnerRealms.length, 1)] : undefined);
    const kiosk = demo.plan !== 'SME' && !sme && i < links.kiosks.length ? links.kiosks[i] : undefined;
    const located = deployed && i % 9 !== 8;
    const serial = `${demo.serialPrefix}${String(2400000 + i * 37).padStart(8, '0')}`;
    return {
      partnerId,
      serialNumber: serial,
      imei: String(350000000000000 + i * 7919 + partnerId * 100000),
      ssid: i % 15 === 14 ? null : `${sme ? sme.name.split(' ')[0] : demo.name.split(' ')[0]}_WiFi_${i + 1}`,
      locationName: deployed ? place.name : null,
      location: stage,
      osVersionName: i % 3 === 0 ? 'ARED OS 3.2' : 'ARED OS 3.4',
      osVersionId: i % 3 === 0 ? '3.2.7' : '3.4.1',
      modelNumber: i % 2 === 0 ? 'MS-200' : 'MS-300',
      ipAddress: addresses[i] ?? null,
      deployedTo: sme?.name ?? (kiosk ? 'Kiosk' : deployed ? demo.name : null),
      realmId: realm?.id ?? null,
      smeId: sme?.id ?? null,
      hasBeenAssignedXmrig: deployed && i % 6 === 0,
      nasidentifier: `mini-server_${serial}`,
      captivePortal: Boolean(realm),
      lat: located ? Number((place.lat + (random.next() - 0.5) * 0.06).toFixed(6)) : null,
      lon: located ? Number((place.lon + (random.next() - 0.5) * 0.06).toFixed(6)) : null,
      kioskId: kiosk?.id ?? null,
      superRealm: realm ? demo.name : null,
      functional: i % 17 !== 16,
      created: daysAgo(random.int(10, 500)),
    };
  });
  const inserted = await tx.insert(routers).values(rows).returning();
  await seedTelemetry(tx, partnerId, inserted, random);
}
