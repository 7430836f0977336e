import type { Db } from '../../../apps/server/src/db/client';
import { mediaCategories, mediaFiles, realms } from '../../../apps/server/src/db/schema';

/**
 * A realm with a category and `count` media_files rows of the partner, inserted directly (no bytes behind
 * them: the list reads rows only). Row i is i seconds old, so the newest-first list pages through them all.
 */
export async function seedBenchMediaFiles(
  db: Db,
  partnerId: number,
  count: number,
): Promise<{ realmId: number; categoryId: number }> {
  const [realm] = await db.insert(realms).values({ partnerId, name: 'Bench Realm' }).returning();
  const [category] = await db
    .insert(mediaCategories)
    .values({ partnerId, realmId: realm!.id, name: 'Bench Category' })
    .returning();
  const now = Date.now();
  const types = ['Image', 'Video', 'Audio', 'Document', 'App'] as const;
  for (let start = 0; start < count; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, count - start) }, (_, j) => {
      const i = start + j;
      return {
        partnerId,
        realmId: realm!.id,
        categoryId: category!.id,
        fileType: types[i % types.length]!,
        status: i % 10 === 0 ? ('Disabled' as const) : ('Enabled' as const),
        description: `Bench file ${i}`,
        originalFileName: `bench-${i}.bin`,
        fileKey: `offline_files/bench${String(i).padStart(12, '0')}.mp4`,
        contentType: 'video/mp4',
        sizeBytes: 1024 * (i + 1),
        sha256: '0'.repeat(64),
        created: new Date(now - i * 1000),
        updated: new Date(now - i * 1000),
      };
    });
    await db.insert(mediaFiles).values(rows);
  }
  return { realmId: realm!.id, categoryId: category!.id };
}
