import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaCategories } from './schema';
import { smes } from '../smes/schema';
import { notFound } from '../../lib/http-errors';

/** The partner's media category, or 404. */
export async function ownCategory(db: Db, partnerId: number, categoryId: number) {
  const [category] = await db
    .select({ id: mediaCategories.id, realmId: mediaCategories.realmId, name: mediaCategories.name })
    .from(mediaCategories)
    .where(and(eq(mediaCategories.id, categoryId), eq(mediaCategories.partnerId, partnerId)))
    .limit(1);
  if (!category) throw notFound();
  return category;
}

/** The partner's SME, or 404 (a filter naming another partner's SME). */
export async function assertOwnSme(db: Db, partnerId: number, smeId: number): Promise<void> {
  const [sme] = await db
    .select({ id: smes.id })
    .from(smes)
    .where(and(eq(smes.id, smeId), eq(smes.partnerId, partnerId)))
    .limit(1);
  if (!sme) throw notFound();
}
