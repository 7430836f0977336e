import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { foodDrinkMenus, mediaCategories, mediaFiles, partners, realms } from '../../src/db/schema';
import { STORED_TYPES, type StoredExt } from '../../src/lib/file-store';
import type { TestContext } from './app';
import { type FormFile, multipartBody } from './multipart';
import { bearer } from './session';

/** Content that passes the content check of its type (the first bytes are what is sniffed). */
export const SAMPLES = {
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  /** An MP4's boxes (ftyp, free, mdat): what a video's content check reads. */
  mp4: (() => {
    const box = (type: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(8 + body.length);
      head.write(type, 4, 'latin1');
      return Buffer.concat([head, body]);
    };
    return Buffer.concat([
      box(
        'ftyp',
        Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]),
      ),
      box('free', Buffer.alloc(0)),
      box('mdat', Buffer.alloc(4096, 1)),
    ]);
  })(),
  /** A Windows executable's first bytes: what a renamed .exe sends. */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
};

export async function insertCategory(ctx: TestContext, partnerId: number, realmId: number, name: string) {
  const [row] = await ctx.db.insert(mediaCategories).values({ partnerId, realmId, name }).returning();
  return row!;
}

export async function insertRealm(
  ctx: TestContext,
  partnerId: number,
  name: string,
  smeId: number | null = null,
) {
  const [row] = await ctx.db.insert(realms).values({ partnerId, name, smeId }).returning();
  return row!;
}

/** A media file row with real stored bytes (and a thumbnail when asked), as an upload leaves it. */
export async function insertMediaFile(
  ctx: TestContext,
  values: {
    partnerId: number;
    realmId: number;
    smeId?: number | null;
    categoryId?: number | null;
    name: string;
    status?: 'Enabled' | 'Disabled';
    fileType?: 'Image' | 'Video' | 'Audio' | 'Document' | 'App';
    ext?: StoredExt;
    content?: Buffer;
    withThumbnail?: boolean;
    created?: Date;
  },
) {
  const ext = values.ext ?? 'pdf';
  const stored = await ctx.app.deps.files.put('offline', ext, values.content ?? SAMPLES.pdf);
  const thumbnail = values.withThumbnail ? await ctx.app.deps.files.put('offline', 'png', SAMPLES.png) : null;
  const [row] = await ctx.db
    .insert(mediaFiles)
    .values({
      partnerId: values.partnerId,
      realmId: values.realmId,
      smeId: values.smeId ?? null,
      categoryId: values.categoryId ?? null,
      fileType: values.fileType ?? 'Document',
      status: values.status ?? 'Enabled',
      description: `About ${values.name}`,
      originalFileName: values.name,
      fileKey: stored.key,
      contentType: STORED_TYPES[ext],
      sizeBytes: stored.size,
      sha256: stored.sha256,
      thumbnailKey: thumbnail?.key ?? null,
      ...(values.created && { created: values.created }),
    })
    .returning();
  return row!;
}

export type { FormFile } from './multipart';

/** A multipart/form-data body with text fields first, then any number of files, as the web sends it. */
export const formBody = (fields: Record<string, string>, files: FormFile[] = []) =>
  multipartBody(fields, files);

/** Sends a form (multipart, as the web sends it) with a user's token. */
export function sendForm(
  ctx: TestContext,
  method: 'POST' | 'PATCH',
  url: string,
  token: string,
  fields: Record<string, string>,
  files: FormFile[] = [],
) {
  const { body, contentType } = formBody(fields, files);
  return ctx.app.inject({
    method,
    url,
    payload: body,
    headers: { ...bearer(token), 'content-type': contentType },
  });
}

/** POSTs a form with a user's token. */
export const postForm = (
  ctx: TestContext,
  url: string,
  token: string,
  fields: Record<string, string>,
  files: FormFile[] = [],
) => sendForm(ctx, 'POST', url, token, fields, files);

/** Every file under the store's directory (what is left behind on disk). */
export function storedFiles(ctx: TestContext): string[] {
  const root = ctx.config.uploadsDir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

/**
 * The menu add-on on for the partner, and one category, one file (with its thumbnail) and one food menu in
 * `realmId`, named after `label`: real ids for the walks over every operation (fuzz, roles).
 */
export async function seedContentFixtures(
  ctx: TestContext,
  partnerId: number,
  realmId: number,
  label: string,
) {
  await ctx.db
    .update(partners)
    .set({ hasFoodDrinkMenuFeatureEnabled: true })
    .where(eq(partners.id, partnerId));
  const category = await insertCategory(ctx, partnerId, realmId, label);
  const name = `${label.toLowerCase()}.pdf`;
  const file = await insertMediaFile(ctx, {
    partnerId,
    realmId,
    categoryId: category.id,
    name,
    withThumbnail: true,
  });
  const menuFile = await ctx.app.deps.files.put('menus', 'pdf', SAMPLES.pdf);
  const [menu] = await ctx.db
    .insert(foodDrinkMenus)
    .values({
      partnerId,
      realmId,
      menuType: 'food',
      originalFileName: name,
      fileKey: menuFile.key,
      sizeBytes: menuFile.size,
    })
    .returning();
  return { categoryId: category.id, fileId: file.id, menuId: menu!.id };
}
