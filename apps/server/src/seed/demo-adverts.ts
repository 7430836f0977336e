import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { adverts, realms } from '../db/schema';
import type { FileStore } from '../lib/file-store';
import { mediaSizeOf } from '../lib/media-size/probe';
import { phoneSizedImage } from '../lib/phone-image';
import { DEMO_PARTNERS } from './demo-partners';
import { DAY } from './seed-helpers';
import { demoPartnerId } from './demo-partner-id';

/** Where the demo's advert pictures go: the public folder uploads use (decision 030). */
const ADVERTS_FOLDER = 'adverts';

type DemoAdvert = {
  title: string;
  description: string;
  realm: 'partner' | 'sme';
  colors: [string, string];
  youtubeUrl?: string;
  isActive?: boolean;
  /** Days from today: [start, end]. */
  window?: [number, number];
  age: number;
};

const ADVERTS: DemoAdvert[] = [
  {
    title: 'Happy hour',
    description: 'Two drinks for one, 5 to 7 pm',
    realm: 'partner',
    colors: ['#0b3d91', '#00a86b'],
    window: [-5, 25],
    age: 6,
  },
  {
    title: 'Weekend brunch',
    description: 'Brunch buffet every Saturday and Sunday from 10 am',
    realm: 'partner',
    colors: ['#b23a48', '#f4a259'],
    age: 12,
  },
  {
    title: 'How to connect',
    description: 'A short video on joining the Wi-Fi with a voucher',
    realm: 'partner',
    colors: ['#000000', '#000000'],
    youtubeUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    age: 20,
  },
  {
    title: 'Meeting rooms',
    description: 'Book a meeting room with free Wi-Fi and coffee',
    realm: 'sme',
    colors: ['#2a9d8f', '#264653'],
    age: 9,
  },
  {
    title: 'Easter special',
    description: 'Ended: the Easter menu',
    realm: 'sme',
    colors: ['#6a4c93', '#ffca3a'],
    isActive: false,
    window: [-60, -30],
    age: 70,
  },
];

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** A 960 × 540 landscape poster (16:9, past the 1.7 rule): a gradient with the title and description. */
async function poster(advert: DemoAdvert): Promise<Buffer> {
  const [from, to] = advert.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="960" height="540" fill="url(#g)"/>
<text x="60" y="260" font-family="sans-serif" font-size="72" font-weight="bold" fill="#fff">${escapeXml(advert.title)}</text>
<text x="60" y="330" font-family="sans-serif" font-size="30" fill="#fff">${escapeXml(advert.description)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

async function firstRealm(db: Db, partnerId: number, side: 'partner' | 'sme') {
  const [realm] = await db
    .select({ id: realms.id })
    .from(realms)
    .where(
      and(eq(realms.partnerId, partnerId), side === 'sme' ? isNotNull(realms.smeId) : isNull(realms.smeId)),
    )
    .orderBy(asc(realms.id))
    .limit(1);
  return realm ?? null;
}

/**
 * The demo's adverts (Premium and SME partners: the Kiosk plan has no Content Management): landscape
 * posters made here and stored like uploads (phone-sized JPEGs), a YouTube Link, a disabled one with past dates. Idempotent:
 * a partner that has adverts keeps them.
 */
export async function seedDemoAdverts(db: Db, files: FileStore, now = new Date()): Promise<void> {
  for (const demo of DEMO_PARTNERS) {
    if (demo.plan === 'Kiosk') continue;
    const partnerId = await demoPartnerId(db, demo.slug);
    if (partnerId === null) continue;
    const existing = await db
      .select({ id: adverts.id })
      .from(adverts)
      .where(eq(adverts.partnerId, partnerId))
      .limit(1);
    if (existing.length > 0) continue;
    for (const advert of ADVERTS) {
      const realm = await firstRealm(db, partnerId, advert.realm);
      if (!realm) continue;
      let file: { key: string; width: number; height: number } | null = null;
      if (!advert.youtubeUrl) {
        // Stored as an upload would be: the phone-sized picture (decision 053), not the 100 KB poster.
        const bytes = await poster(advert);
        const phone = (await phoneSizedImage(bytes)) ?? {
          bytes,
          ext: 'png' as const,
          ...mediaSizeOf(bytes)!,
        };
        const { key } = await files.put(ADVERTS_FOLDER, phone.ext, phone.bytes);
        file = { key, width: phone.width, height: phone.height };
      }
      const created = new Date(now.getTime() - advert.age * DAY);
      await db.insert(adverts).values({
        partnerId: partnerId,
        realmId: realm.id,
        title: advert.title,
        shortDescription: advert.description,
        adType: advert.youtubeUrl ? 'Link' : 'Image',
        isActive: advert.isActive ?? true,
        fileKey: file?.key ?? null,
        width: file?.width ?? null,
        height: file?.height ?? null,
        youtubeUrl: advert.youtubeUrl ?? null,
        startDate: advert.window ? isoDay(now, advert.window[0]) : null,
        endDate: advert.window ? isoDay(now, advert.window[1]) : null,
        created,
        updated: created,
      });
    }
  }
}
