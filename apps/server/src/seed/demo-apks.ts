import type { TApkType } from '@ared/contract/apks';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apks } from '../db/schema';
import type { FileStore } from '../lib/file-store';
import { DEMO_PARTNERS } from './demo-partners';
import { demoPartnerId } from './demo-partner-id';
import { DAY } from './seed-helpers';

/**
 * Two real APKs (tests/fixtures/apks, made with aapt; the seed test checks these are the same bytes), so
 * /apps lists packages that download and install-check like uploaded ones. A few hundred bytes each:
 * carried as base64 so the built server needs no fixture folder.
 */
const KIOSK_APP_V12 =
  'UEsDBBQAAgAIAAAAIQBkV1cz6wEAANgEAAATAAAAQW5kcm9pZE1hbmlmZXN0LnhtbJWTu24TQRSG//E9cuI4N8TFSJQIKbEDKQgl' +
  'lEQ0SBSIAhPHiZXYrHYd6jwCT0GJEI9ChagoU6XIC8B3JrN42CQS7Oj3mfnnXP45My6roe8Vyamj05J0Q7NvGs1vgy3wGnwEn8E3' +
  '8BOcg4qT3oC3IAWfwA9wBlrkvQd64DHYAUPQ1AftKVWmkd5romf8DmAu77xQX2O/s6RdmLESdo5gXhJxqFd/eUu3/sErrzb5k3sB' +
  'O2J9dc42/ejD7MNPr/GpUq2vd7BHrOo6YJVF56qznjBPYUZY6QE+U0aiJ+oyMpQf4Dv2kRsF/41wri58Qv0uO3v4dS/lla+WwO/i' +
  '1/eqpZswpnCqIZ4pmZ7q2PdocE13/idmdksNr38CP/T67CW1fPS+P5OpttMc+sgMa2o3YR6Bntb1tSzVYHp+bZBKeqhtn/2YGMu7' +
  'DgY+uuk7YkpHnNjUzu7keVTlxDV0H3un5FwHpFXnMjDPPAFOzGWmzcmtpvSLr4GdszX8l4i3r8V8lVEPfZ8LNsS15wPn/Csy/Sq3' +
  '83yR393Alf07v/BbCvtN7GLgFgNneZcvOB9r3EIh1vTu2P8z0rsS9JYivZVIx1rgqhHXMV2hJ8VceY1qxK9eUaMG1oK2vEZ9VmPZ' +
  'bF6jmCvna4W+uwKf39NvUEsDBBQAAgAIAAAAIQA2PfyoDAAAAHAAAAALAAAAY2xhc3Nlcy5kZXhLSa3gMjA2ZaAXAABQSwECFwMU' +
  'AAIACAAAACEAZFdXM+sBAADYBAAAEwAAAAAAAAAAACAAtoEAAAAAQW5kcm9pZE1hbmlmZXN0LnhtbFBLAQIXAxQAAgAIAAAAIQA2' +
  'PfyoDAAAAHAAAAALAAAAAAAAAAAAIAC2gRwCAABjbGFzc2VzLmRleFBLBQYAAAAAAgACAHoAAABRAgAAAAA=';
const FIELD_OFFICER_APP_V3 =
  'UEsDBBQAAgAIAAAAIQD8KT6m9QEAAPAEAAATAAAAQW5kcm9pZE1hbmlmZXN0LnhtbJWTu24TQRSG//H6FiUmTkgiLgZRRkjY3Aqg' +
  'QiBRIShAFIgC49iJRbys1k7qPAJPQYl4FkoqngAhXgC+M56Nh00iwY5+n5l/zuWfM+NETf2sSk4dKZG2tPhm0fwSuAteg4/gM/gK' +
  'voNfoOqkN+AtyMEn8A38AFcr0ja4Bx6ClyAFyzrUULmmGuuDUj3mdwfm5M4z9TXxO2sawEyUsbMP84KI93r1l7d08R+8imrpce4W' +
  'dsz69Jxt+tGH2YWfneFTo1pf72D3WTW0x2oanavBOmWew4yx0nV8ZoxMD9RjTFG+h+/ER3ZL/t1wrh58Rv0eO0P8eifyylfL4Af4' +
  '9b1q6QKMKZxphGdOpkc68D3aOaM7/xOzuKWm15/Cj7w+e0lbPnrXn8lU22lGeAx9pi67I78e+Jz2GG/C3mFW1y0/n0Oq6Lbu+yoH' +
  '5Lb8N4Ddh70c64wptkymuriblp4cV7um56VqR66pbezlinMdkNecm4IV5hlwYi4zbTpiGqTffE3skq3hv0S8feeYbzAa4T6Wgg1x' +
  '7SRwzr8uO4+SdpEv8rsSuMS//7nfWthfxq4GbjVwK9j1OedjjWuVYk3vU/vfRnrPB72VSG810rEZuFrEdUxX6Ek5V1GjFvEbp9So' +
  'g82grajRWNRYN1vUKOcq+Hqp767EF/f0B1BLAwQUAAIACAAAACEANj38qAwAAABwAAAACwAAAGNsYXNzZXMuZGV4S0mt4DIwNmWg' +
  'FwAAUEsBAhcDFAACAAgAAAAhAPwpPqb1AQAA8AQAABMAAAAAAAAAAAAgALaBAAAAAEFuZHJvaWRNYW5pZmVzdC54bWxQSwECFwMU' +
  'AAIACAAAACEANj38qAwAAABwAAAACwAAAAAAAAAAACAAtoEmAgAAY2xhc3Nlcy5kZXhQSwUGAAAAAAIAAgB6AAAAWwIAAAAA';

type DemoApk = {
  name: string;
  apkType: TApkType;
  bytes: string;
  packageName: string;
  versionName: string;
  versionCode: number;
  daysAgo: number;
};

const DEMO_APKS: DemoApk[] = [
  {
    name: 'ARED Kiosk',
    apkType: 'Kiosk App',
    bytes: KIOSK_APP_V12,
    packageName: 'org.ared.kiosk',
    versionName: '1.3.0-β',
    versionCode: 12,
    daysAgo: 3,
  },
  {
    name: 'Field Officer',
    apkType: 'Field Officer App',
    bytes: FIELD_OFFICER_APP_V3,
    packageName: 'org.ared.field.officer',
    versionName: '0.3',
    versionCode: 3,
    daysAgo: 12,
  },
];

/** The demo APKs' bytes, by file name of their fixture (for the seed test). */
export const DEMO_APK_BYTES = {
  'kiosk-app-v12.apk': Buffer.from(KIOSK_APP_V12, 'base64'),
  'field-officer-app-v3.apk': Buffer.from(FIELD_OFFICER_APP_V3, 'base64'),
};

/** Each demo partner's App Store: the two APKs, stored through the file store. Skipped when it has any. */
export async function seedDemoApks(db: Db, files: FileStore, now = new Date()): Promise<void> {
  for (const demo of DEMO_PARTNERS) {
    const partnerId = await demoPartnerId(db, demo.slug);
    if (partnerId === null) continue;
    const existing = await db
      .select({ id: apks.id })
      .from(apks)
      .where(eq(apks.partnerId, partnerId))
      .limit(1);
    if (existing.length > 0) continue;
    for (const apk of DEMO_APKS) {
      const stored = await files.put('apks', 'apk', Buffer.from(apk.bytes, 'base64'));
      await db.insert(apks).values({
        partnerId,
        name: apk.name,
        apkType: apk.apkType,
        packageName: apk.packageName,
        versionName: apk.versionName,
        versionCode: apk.versionCode,
        fileKey: stored.key,
        fileName: `${apk.packageName}.apk`,
        size: stored.size,
        sha256: stored.sha256,
        created: new Date(now.getTime() - apk.daysAgo * DAY),
      });
    }
  }
}
