import { and, eq } from 'drizzle-orm';
import { textProblem } from '@ared/contract/common';
import { RATING_COMMENT_MAX, RATING_TEXTS } from '@ared/contract/ratings';
import { RATING_MAX, RATING_MIN } from '@ared/contract/surveys';
import type { Db } from '../../db/client';
import { assertViewerId } from '../../lib/viewer-id';
import { ratings } from './schema';
import { routers } from '../routers/schema';
import { fieldError, notFound } from '../../lib/http-errors';

export type RatingSubmission = {
  partnerId: number;
  routerId: number;
  viewerId: string;
  rating: unknown;
  comment?: unknown;
};

/**
 * Stores a guest's 1–5 star rating with an optional comment, from a box's portal (issue 12 §2). The box must
 * be the partner's (404 otherwise). A guest may rate again on a later visit: each rating is a row, as the
 * feedback frequency counts them.
 */
export async function recordRating(
  db: Db,
  { partnerId, routerId, viewerId, rating, comment }: RatingSubmission,
): Promise<{ id: number }> {
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX)
    throw fieldError('rating', RATING_TEXTS.ratingInvalid);
  if (comment !== undefined && comment !== null && typeof comment !== 'string')
    throw fieldError('comment', 'Not a valid string.');
  const text = typeof comment === 'string' ? comment.trim() : '';
  const problem = textProblem(text);
  if (problem) throw fieldError('comment', problem);
  if (text.length > RATING_COMMENT_MAX) throw fieldError('comment', RATING_TEXTS.commentTooLong);
  assertViewerId(viewerId);
  const [router] = await db
    .select({ id: routers.id })
    .from(routers)
    .where(and(eq(routers.id, routerId), eq(routers.partnerId, partnerId)))
    .limit(1);
  if (!router) throw notFound();
  const [row] = await db
    .insert(ratings)
    .values({ partnerId, routerId, viewerId, rating, comment: text })
    .returning({ id: ratings.id });
  return { id: row!.id };
}
