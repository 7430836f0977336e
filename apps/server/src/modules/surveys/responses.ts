import { and, eq } from 'drizzle-orm';
import { SURVEY_TEXTS } from '@ared/contract/surveys';
import type { Db } from '../../db/client';
import { routers } from '../routers/schema';
import { surveyAnswers, surveyQuestions, surveyResponses, surveys } from './schema';
import { assertViewerId } from '../../lib/viewer-id';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { checkAnswer } from './answer-check';

export type SurveySubmission = {
  surveyId: number;
  routerId: number;
  viewerId: string;
  /** Keyed by question id (as a string); a question may be left out or blank, but one must be answered. */
  answers: Record<string, unknown>;
};

async function surveyForRouter(db: Db, surveyId: number, routerId: number): Promise<{ partnerId: number }> {
  const [row] = await db
    .select({ partnerId: surveys.partnerId })
    .from(surveys)
    .innerJoin(routers, and(eq(routers.id, routerId), eq(routers.partnerId, surveys.partnerId)))
    .where(and(eq(surveys.id, surveyId), eq(surveys.active, true)))
    .limit(1);
  // A disabled survey, or a box of another partner, is answered like a survey that is not there.
  if (!row) throw notFound('Survey not found.');
  return row;
}

/**
 * Stores one guest's answers to a survey from a box's portal (issue 12 §2): each answer is checked against
 * its question (400 with field errors keyed by question id), and the response and its answers are written
 * in one transaction. One response per viewer per survey: a repeat, even a concurrent one, is a 409 and the
 * unique index survey_responses_viewer_idx decides which one wins (decision 031).
 */
export async function submitSurveyResponse(
  db: Db,
  { surveyId, routerId, viewerId, answers }: SurveySubmission,
): Promise<{ id: number }> {
  assertViewerId(viewerId);
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers))
    throw badRequest(SURVEY_TEXTS.noAnswer);
  const { partnerId } = await surveyForRouter(db, surveyId, routerId);
  const questions = await db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId));
  const byId = new Map(questions.map((q) => [String(q.id), q]));

  const errors: Record<string, string[]> = {};
  const rows: { questionId: number; value: unknown }[] = [];
  for (const [key, raw] of Object.entries(answers)) {
    const question = byId.get(key);
    if (!question) {
      errors[key] = [SURVEY_TEXTS.unknownQuestionAnswer];
      continue;
    }
    const checked = checkAnswer(question, raw);
    if (checked === null) continue;
    if ('problem' in checked) errors[key] = [checked.problem];
    else rows.push({ questionId: question.id, value: checked.value });
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'Check the answers.', errors);
  if (rows.length === 0) throw badRequest(SURVEY_TEXTS.noAnswer);

  return db.transaction(async (tx) => {
    const [response] = await tx
      .insert(surveyResponses)
      .values({ partnerId, surveyId, routerId, viewerId })
      .onConflictDoNothing({
        target: [surveyResponses.surveyId, surveyResponses.viewerId, surveyResponses.partnerId],
      })
      .returning({ id: surveyResponses.id });
    if (!response) throw new HttpError(409, SURVEY_TEXTS.alreadyAnswered);
    await tx
      .insert(surveyAnswers)
      .values(rows.map((row) => ({ partnerId, responseId: response.id, ...row })));
    return { id: response.id };
  });
}
