import { and, asc, desc, eq } from 'drizzle-orm';
import type { AnswerType } from '@ared/contract/surveys';
import type { Db } from '../../db/client';
import { routers } from '../routers/schema';
import { surveyQuestions, surveys } from './schema';

export type PortalSurvey = {
  id: number;
  title: string;
  questions: {
    id: number;
    text: string;
    answer_type: AnswerType;
    options: string[];
    rows: string[];
    columns: string[];
  }[];
};

/**
 * The survey a box's portal asks after login (issue 12 §2): the newest enabled survey of the box's realm,
 * of the box's own partner, with its questions in order; null when there is none or it has no questions.
 * Whether to ask at all (the Survey add-on flag) is the portal's decision (decision 031).
 */
export async function portalSurveyOfRouter(db: Db, routerId: number): Promise<PortalSurvey | null> {
  const [survey] = await db
    .select({ id: surveys.id, title: surveys.title })
    .from(surveys)
    .innerJoin(
      routers,
      and(
        eq(routers.id, routerId),
        eq(routers.realmId, surveys.realmId),
        eq(routers.partnerId, surveys.partnerId),
      ),
    )
    .where(eq(surveys.active, true))
    .orderBy(desc(surveys.created), desc(surveys.id))
    .limit(1);
  if (!survey) return null;
  const questions = await db
    .select({
      id: surveyQuestions.id,
      text: surveyQuestions.text,
      answerType: surveyQuestions.answerType,
      options: surveyQuestions.options,
      rows: surveyQuestions.rows,
      columns: surveyQuestions.columns,
    })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, survey.id))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
  if (questions.length === 0) return null;
  return {
    ...survey,
    questions: questions.map(({ answerType, ...q }) => ({ ...q, answer_type: answerType as AnswerType })),
  };
}
