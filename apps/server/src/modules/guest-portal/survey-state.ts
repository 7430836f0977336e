import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { surveyResponses } from '../surveys/schema';

/** Whether this viewer has answered the survey (then the portal does not ask again). */
export async function alreadyAnswered(db: Db, surveyId: number, viewerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.viewerId, viewerId)))
    .limit(1);
  return row !== undefined;
}
