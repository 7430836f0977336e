import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adverts,
  apks,
  foodDrinkMenus,
  mediaCategories,
  mediaFiles,
  partners,
  ticketMessages,
  tickets,
} from '../src/db/schema';
import { isLandscape } from '@ared/contract/adverts';
import { mediaSizeOf } from '../src/lib/media-size/probe';
import { PHONE_IMAGE_WIDTH } from '../src/lib/phone-image';
import { sniffStoredType } from '../src/lib/uploads';
import { seedDemoData } from '../src/seed/demo';
import { seedDemoContent } from '../src/seed/demo-content';
import { DEMO_APK_BYTES } from '../src/seed/demo-apks';
import { checkStoredApk } from '../src/modules/apks/apk-check';
import { type TestContext, createTestContext } from './helpers/app';
import { expectCountsExact } from './helpers/kept-counts';

let ctx: TestContext;
const ids = {} as Record<'Premium' | 'SME' | 'Kiosk', number>;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
  await seedDemoContent(ctx.db, ctx.app.deps.files);
  for (const p of await ctx.db.select().from(partners)) ids[p.plan] = p.id;
}, 120_000);
afterAll(() => ctx.close());

const readAll = async (key: string) => {
  const opened = await ctx.app.deps.files.open(key);
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('demo content', () => {
  it('gives the Premium and SME partners categories and files with real, checked content', async () => {
    for (const plan of ['Premium', 'SME'] as const) {
      const files = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.partnerId, ids[plan]));
      expect(files.length, plan).toBeGreaterThanOrEqual(5);
      expect(new Set(files.map((f) => f.status))).toEqual(new Set(['Enabled', 'Disabled']));
      expect(files.some((f) => f.smeId !== null) && files.some((f) => f.smeId === null)).toBe(true);
      for (const file of files) {
        const bytes = await readAll(file.fileKey);
        expect(bytes.length).toBe(file.sizeBytes);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
        expect(await sniffStoredType(bytes), file.originalFileName).toBe(file.fileKey.split('.').pop());
        if (file.fileType === 'Image')
          expect(await ctx.app.deps.files.open(file.thumbnailKey!)).not.toBeNull();
      }
      const [categories] = await ctx.db
        .select({ n: count() })
        .from(mediaCategories)
        .where(eq(mediaCategories.partnerId, ids[plan]));
      expect(categories!.n).toBeGreaterThan(0);
    }
  });

  it('gives every partner tickets in both departments, open and closed; Kiosk no files', async () => {
    for (const plan of ['Premium', 'SME', 'Kiosk'] as const) {
      const rows = await ctx.db.select().from(tickets).where(eq(tickets.partnerId, ids[plan]));
      expect(new Set(rows.map((t) => t.department))).toEqual(new Set(['Router', 'Other']));
      expect(new Set(rows.map((t) => t.isOpen))).toEqual(new Set([true, false]));
      // A ticket last moved with its last message (the support inbox orders by it), not at seeding.
      for (const ticket of rows) {
        const messages = await ctx.db
          .select()
          .from(ticketMessages)
          .where(eq(ticketMessages.ticketId, ticket.id));
        const last = Math.max(...messages.map((m) => m.created.getTime()));
        expect(ticket.lastActivity.getTime(), ticket.subject).toBe(last);
      }
    }
    expect(await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.partnerId, ids.Kiosk))).toEqual([]);
  });

  it('gives the Premium partner (menu add-on on) a PDF menu', async () => {
    const [premium] = await ctx.db.select().from(partners).where(eq(partners.id, ids.Premium));
    expect(premium!.hasFoodDrinkMenuFeatureEnabled).toBe(true);
    const menus = await ctx.db.select().from(foodDrinkMenus).where(eq(foodDrinkMenus.partnerId, ids.Premium));
    expect(menus).toHaveLength(1);
    expect(await sniffStoredType(await readAll(menus[0]!.fileKey))).toBe('pdf');
  });

  it('gives the Premium and SME partners adverts: landscape pictures as stored, a Link, a disabled one', async () => {
    for (const plan of ['Premium', 'SME'] as const) {
      const rows = await ctx.db.select().from(adverts).where(eq(adverts.partnerId, ids[plan]));
      expect(new Set(rows.map((a) => a.adType)), plan).toEqual(new Set(['Image', 'Link']));
      expect(new Set(rows.map((a) => a.isActive))).toEqual(new Set([true, false]));
      for (const advert of rows.filter((a) => a.adType === 'Image')) {
        const bytes = await readAll(advert.fileKey!);
        expect(advert.fileKey).toMatch(/^adverts\//);
        expect(mediaSizeOf(bytes)).toEqual({ width: advert.width, height: advert.height });
        expect(isLandscape(advert.width!, advert.height!)).toBe(true);
        // Phone-sized as an upload would be (decision 053): at most 800 px wide, a JPEG of a few KB.
        expect(advert.width).toBeLessThanOrEqual(PHONE_IMAGE_WIDTH);
        expect(advert.fileKey).toMatch(/\.jpg$/);
        expect(bytes.length).toBeLessThan(40_000);
      }
    }
    expect(await ctx.db.select().from(adverts).where(eq(adverts.partnerId, ids.Kiosk))).toEqual([]);
  });

  it("gives every demo partner APKs that pass the upload check, with the fixtures' values and bytes", async () => {
    for (const [name, bytes] of Object.entries(DEMO_APK_BYTES))
      expect(bytes.equals(readFileSync(join(import.meta.dirname, 'fixtures', 'apks', name))), name).toBe(
        true,
      );
    for (const plan of ['Premium', 'SME', 'Kiosk'] as const) {
      const rows = await ctx.db.select().from(apks).where(eq(apks.partnerId, ids[plan]));
      expect(rows.length, plan).toBe(2);
      for (const row of rows) {
        expect(await checkStoredApk(ctx.app.deps.files, row.fileKey, row.size)).toEqual({
          packageName: row.packageName,
          versionName: row.versionName,
          versionCode: row.versionCode,
        });
        expect(
          createHash('sha256')
            .update(await readAll(row.fileKey))
            .digest('hex'),
        ).toBe(row.sha256);
      }
    }
  });

  it('is idempotent and keeps the list counts exact', async () => {
    const before = await ctx.db.select({ n: count() }).from(mediaFiles);
    const advertsBefore = await ctx.db.select({ n: count() }).from(adverts);
    await seedDemoContent(ctx.db, ctx.app.deps.files);
    expect(await ctx.db.select({ n: count() }).from(mediaFiles)).toEqual(before);
    expect(await ctx.db.select({ n: count() }).from(adverts)).toEqual(advertsBefore);
    expect(await ctx.db.select({ n: count() }).from(apks)).toEqual([{ n: 6 }]);
    await expectCountsExact(ctx.db);
  });
});
