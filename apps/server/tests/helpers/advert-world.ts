import { adverts } from '../../src/db/schema';
import type { TestContext } from './app';
import { samplePng } from './media-fixtures';

/** An Image advert with real stored bytes in the public adverts folder, as an upload leaves it. */
export async function insertAdvert(
  ctx: TestContext,
  values: { partnerId: number; realmId: number; title: string; isActive?: boolean; created?: Date },
) {
  const stored = await ctx.app.deps.files.put('adverts', 'png', samplePng(34, 20));
  const [row] = await ctx.db
    .insert(adverts)
    .values({
      partnerId: values.partnerId,
      realmId: values.realmId,
      title: values.title,
      shortDescription: `About ${values.title}`,
      adType: 'Image',
      isActive: values.isActive ?? true,
      fileKey: stored.key,
      width: 34,
      height: 20,
      ...(values.created && { created: values.created }),
    })
    .returning();
  return row!;
}
