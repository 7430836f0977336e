import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { TSurveyQuestion, ZSurveyQuestionsSaveRequestSchema } from '@ared/contract/surveys';
import { SURVEY_TEXTS } from '@ared/contract/surveys';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { surveyAnswers, surveyQuestions, surveys } from './schema';
import { HttpError } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';
import { assertOwnSurvey } from './surveys';

type QuestionRow = typeof surveyQuestions.$inferSelect;
type SaveRequest = z.output<typeof ZSurveyQuestionsSaveRequestSchema>;

const toQuestion = (row: QuestionRow): TSurveyQuestion => ({
  id: row.id,
  survey: row.surveyId,
  position: row.position,
  text: row.text,
  answer_type: row.answerType as TSurveyQuestion['answer_type'],
  options: row.options,
  rows: row.rows,
  columns: row.columns,
});

/** The questions of one of the partner's surveys in their order; without a survey, all the partner's. */
export async function questionListSource(
  db: Db,
  partnerId: number,
  surveyId: number | undefined,
): Promise<ListSource<TSurveyQuestion>> {
  if (surveyId !== undefined) await assertOwnSurvey(db, partnerId, surveyId);
  const where = and(
    inArray(
      surveyQuestions.surveyId,
      db.select({ id: surveys.id }).from(surveys).where(eq(surveys.partnerId, partnerId)),
    ),
    surveyId === undefined ? undefined : eq(surveyQuestions.surveyId, surveyId),
  );
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(surveyQuestions).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select()
        .from(surveyQuestions)
        .where(where)
        .orderBy(asc(surveyQuestions.surveyId), asc(surveyQuestions.position), asc(surveyQuestions.id))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toQuestion) };
    },
  };
}

/** Whether a kept question's stored answers still fit it: same type, and no choice they name was removed. */
function answersStillFit(before: QuestionRow, after: SaveRequest['questions'][number]): boolean {
  if (before.answerType !== after.answer_type) return false;
  const kept = (was: string[], now: string[]) => was.every((value) => now.includes(value));
  return (
    kept(before.options, after.options) &&
    kept(before.rows, after.rows) &&
    kept(before.columns, after.columns)
  );
}

/**
 * Replaces a survey's questions with the list sent, in its order, in one transaction (decision 031). A
 * question sent with its id is updated in place and keeps its answers, unless its type changed or one of its
 * choices went (then its answers no longer fit and are dropped); a question left out is deleted with its
 * answers; one without an id is added. An id that is not one of this survey's questions is a field error.
 */
export async function saveQuestions(
  db: Db,
  partnerId: number,
  surveyId: number,
  body: SaveRequest,
): Promise<TSurveyQuestion[]> {
  await assertOwnSurvey(db, partnerId, surveyId);
  return db.transaction(async (tx) => {
    // Lock the survey row: two saves of the same survey run one after the other, never interleaved.
    await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, surveyId)).for('update');
    const existing = await tx.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId));
    const byId = new Map(existing.map((q) => [q.id, q]));
    const unknown: Record<string, string[]> = {};
    body.questions.forEach((q, index) => {
      if (q.id !== undefined && !byId.has(q.id))
        unknown[`questions.${index}.id`] = [SURVEY_TEXTS.unknownQuestion];
    });
    if (Object.keys(unknown).length > 0) throw new HttpError(400, SURVEY_TEXTS.unknownQuestion, unknown);

    const keptIds = body.questions.flatMap((q) => (q.id === undefined ? [] : [q.id]));
    await tx
      .delete(surveyQuestions)
      .where(
        keptIds.length > 0
          ? and(eq(surveyQuestions.surveyId, surveyId), notInArray(surveyQuestions.id, keptIds))
          : eq(surveyQuestions.surveyId, surveyId),
      );
    for (const [position, q] of body.questions.entries()) {
      const values = {
        position,
        text: q.text,
        answerType: q.answer_type,
        options: q.options,
        rows: q.rows,
        columns: q.columns,
      };
      const before = q.id === undefined ? undefined : byId.get(q.id);
      if (before) {
        if (!answersStillFit(before, q))
          await tx.delete(surveyAnswers).where(eq(surveyAnswers.questionId, before.id));
        await tx.update(surveyQuestions).set(values).where(eq(surveyQuestions.id, before.id));
      } else await tx.insert(surveyQuestions).values({ partnerId, surveyId, ...values });
    }
    await tx.update(surveys).set({ updated: new Date() }).where(eq(surveys.id, surveyId));
    const saved = await tx
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, surveyId))
      .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
    return saved.map(toQuestion);
  });
}
