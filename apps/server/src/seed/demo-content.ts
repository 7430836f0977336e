import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  foodDrinkMenus,
  mediaCategories,
  mediaFiles,
  realms,
  ticketMessages,
  tickets,
  users,
} from '../db/schema';
import type { FileStore, StoredExt } from '../lib/file-store';
import { STORED_TYPES } from '../lib/file-store';
import { imageThumbnail } from '../lib/thumbnails';
import { seedDemoAdverts } from './demo-adverts';
import { seedDemoApks } from './demo-apks';
import { gradientPng, simplePdf, storedZip } from './demo-files';
import { DEMO_PARTNERS } from './demo-partners';
import { DAY } from './seed-helpers';
import { demoPartnerId } from './demo-partner-id';

type DemoFile = {
  name: string;
  fileType: 'Image' | 'Document' | 'App';
  description: string;
  status?: 'Disabled';
  content: () => Promise<{ ext: StoredExt; bytes: Buffer }>;
};

const png = (from: [number, number, number], to: [number, number, number]) => async () => ({
  ext: 'png' as const,
  bytes: gradientPng(480, 270, from, to),
});
const pdf = (title: string, lines: string[]) => async () => ({
  ext: 'pdf' as const,
  bytes: await simplePdf(title, lines),
});

/** Per realm kind: a category and its files (real content, made here). */
const PARTNER_REALM_FILES: { category: string; files: DemoFile[] } = {
  category: 'Guest information',
  files: [
    {
      name: 'Welcome poster.png',
      fileType: 'Image',
      description: 'Shown on the portal while guests connect',
      content: png([0, 122, 94], [250, 209, 22]),
    },
    {
      name: 'Guest guide.pdf',
      fileType: 'Document',
      description: 'How to connect, vouchers and support',
      content: pdf('Guest guide', [
        '1. Join the Wi-Fi network.',
        '2. Enter your voucher code on the portal.',
        '3. Ask the front desk for help.',
      ]),
    },
    {
      name: 'Offline reader.zip',
      fileType: 'App',
      description: 'Read the offline library without internet',
      content: async () => ({ ext: 'zip', bytes: storedZip('README.txt', 'Offline reader demo.\n') }),
    },
    {
      name: 'Old price list.pdf',
      fileType: 'Document',
      description: 'Replaced by the new price list',
      status: 'Disabled',
      content: pdf('Price list (old)', ['1 hour: 100 RWF', '1 day: 500 RWF']),
    },
  ],
};
const SME_REALM_FILES: { category: string; files: DemoFile[] } = {
  category: 'Promotions',
  files: [
    {
      name: 'Happy hour.png',
      fileType: 'Image',
      description: 'Happy hour from 5 to 7 pm',
      content: png([120, 40, 160], [240, 120, 60]),
    },
    {
      name: 'Loyalty card.pdf',
      fileType: 'Document',
      description: 'Ten visits, one free coffee',
      content: pdf('Loyalty card', ['Collect a stamp at every visit.', 'The tenth coffee is on us.']),
    },
  ],
};

const TICKETS = [
  { subject: 'Box at the entrance keeps rebooting', department: 'Router', priority: 'High', isOpen: true },
  { subject: 'Slow speeds in the evening', department: 'Router', priority: 'Medium', isOpen: false },
  { subject: 'Invoice shows the wrong plan', department: 'Other', priority: 'Medium', isOpen: true },
  { subject: 'How do I add a staff account?', department: 'Other', priority: 'Low', isOpen: false },
] as const;

/**
 * The demo's offline files and categories (Premium and SME partners, partner and SME realms), a food &
 * drinks menu (Premium, whose menu add-on is on) and support tickets in both departments (every partner).
 * Files are stored through the file store like uploads; the adverts come from demo-adverts. Idempotent
 * per kind: a partner that already has categories, menus, tickets or adverts keeps what it has.
 */
export async function seedDemoContent(db: Db, files: FileStore, now = new Date()): Promise<void> {
  for (const demo of DEMO_PARTNERS) {
    const partnerId = await demoPartnerId(db, demo.slug);
    if (partnerId === null) continue;
    await seedTickets(db, partnerId, now);
    if (demo.plan === 'Kiosk') continue;
    await seedMedia(db, files, partnerId, now);
    if (demo.flags.hasFoodDrinkMenuFeatureEnabled) await seedMenu(db, files, partnerId, now);
  }
  await seedDemoAdverts(db, files, now);
  await seedDemoApks(db, files, now);
}

async function has(
  db: Db,
  table: typeof tickets | typeof mediaCategories | typeof foodDrinkMenus,
  partnerId: number,
) {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.partnerId, partnerId)).limit(1);
  return rows.length > 0;
}

async function seedTickets(db: Db, partnerId: number, now: Date) {
  if (await has(db, tickets, partnerId)) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.partnerId, partnerId), eq(users.role, 'partner_admin')))
    .orderBy(asc(users.id))
    .limit(1);
  const rows = await db
    .insert(tickets)
    .values(
      TICKETS.map((t, i) => ({
        partnerId,
        userId: admin?.id ?? null,
        ...t,
        message: `${t.subject}. Please advise.`,
        created: new Date(now.getTime() - (i * 5 + 1) * DAY),
        // Last moved when it was opened (not when the demo was seeded); an answer below moves it again.
        lastActivity: new Date(now.getTime() - (i * 5 + 1) * DAY),
      })),
    )
    .returning();
  // Each ticket's conversation (decision 056): its description, and support's answer where there is one.
  for (const [i, row] of rows.entries()) {
    const answer = TICKET_ANSWERS[i];
    await db.insert(ticketMessages).values({
      partnerId: row.partnerId,
      ticketId: row.id,
      author: 'partner',
      userId: row.userId,
      body: row.message,
      created: row.created,
    });
    if (!answer) continue;
    const answered = new Date(row.created.getTime() + DAY / 4);
    await db.insert(ticketMessages).values({
      partnerId: row.partnerId,
      ticketId: row.id,
      author: 'support',
      body: answer,
      created: answered,
    });
    await db
      .update(tickets)
      .set({ lastActivity: answered, lastAuthor: 'support' })
      .where(eq(tickets.id, row.id));
  }
}

/** Support's answers to the demo tickets (by their order in TICKETS; none: still waiting). */
const TICKET_ANSWERS: readonly (string | undefined)[] = [
  'Thanks for the report. Which box is it (its serial number)? We will check its power supply.',
  'We moved your boxes to a less busy channel; speeds should be back to normal. Closing this ticket.',
  undefined,
  'Open User Management, then Add User, and choose the Staff role. Closing this ticket.',
];

async function seedMedia(db: Db, files: FileStore, partnerId: number, now: Date) {
  if (await has(db, mediaCategories, partnerId)) return;
  const [partnerRealm] = await db
    .select({ id: realms.id, smeId: realms.smeId })
    .from(realms)
    .where(and(eq(realms.partnerId, partnerId), isNull(realms.smeId)))
    .orderBy(asc(realms.id))
    .limit(1);
  const [smeRealm] = await db
    .select({ id: realms.id, smeId: realms.smeId })
    .from(realms)
    .where(and(eq(realms.partnerId, partnerId), isNotNull(realms.smeId)))
    .orderBy(asc(realms.id))
    .limit(1);
  let age = 30;
  for (const [realm, set] of [
    [partnerRealm, PARTNER_REALM_FILES],
    [smeRealm, SME_REALM_FILES],
  ] as const) {
    if (!realm) continue;
    const [category] = await db
      .insert(mediaCategories)
      .values({
        partnerId,
        realmId: realm.id,
        name: set.category,
        created: new Date(now.getTime() - 40 * DAY),
      })
      .returning({ id: mediaCategories.id });
    for (const file of set.files) {
      const { ext, bytes } = await file.content();
      const stored = await files.put('offline', ext, bytes);
      // As an upload does: an image's thumbnail is made from it.
      const thumbnail = file.fileType === 'Image' ? await imageThumbnail(files, stored.key) : null;
      age -= 3;
      await db.insert(mediaFiles).values({
        partnerId,
        realmId: realm.id,
        smeId: realm.smeId,
        categoryId: category!.id,
        fileType: file.fileType,
        status: file.status ?? 'Enabled',
        description: file.description,
        originalFileName: file.name,
        fileKey: stored.key,
        contentType: STORED_TYPES[ext],
        sizeBytes: stored.size,
        sha256: stored.sha256,
        thumbnailKey: thumbnail?.key ?? null,
        originalThumbnailName: null,
        created: new Date(now.getTime() - age * DAY),
        updated: new Date(now.getTime() - age * DAY),
      });
    }
  }
}

async function seedMenu(db: Db, files: FileStore, partnerId: number, now: Date) {
  if (await has(db, foodDrinkMenus, partnerId)) return;
  const [realm] = await db
    .select({ id: realms.id })
    .from(realms)
    .where(and(eq(realms.partnerId, partnerId), isNull(realms.smeId)))
    .orderBy(asc(realms.id))
    .limit(1);
  if (!realm) return;
  const bytes = await simplePdf('Food & Drinks', [
    'Brochettes and fries ........ 3,500 RWF',
    'Isombe with rice ............ 2,500 RWF',
    'African tea ................. 1,000 RWF',
    'Fresh passion juice ......... 1,500 RWF',
  ]);
  const stored = await files.put('menus', 'pdf', bytes);
  await db.insert(foodDrinkMenus).values({
    partnerId,
    realmId: realm.id,
    menuType: 'food_&_drinks',
    originalFileName: 'Food and drinks menu.pdf',
    fileKey: stored.key,
    sizeBytes: stored.size,
    created: new Date(now.getTime() - 10 * DAY),
  });
}
