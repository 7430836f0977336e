import { asc, eq, sql } from 'drizzle-orm';
import { type TSurveyResponses, TEXT_ANSWERS_SHOWN, isTextType } from '@ared/contract/surveys';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { surveyQuestions, surveyResponses } from './schema';
import { assertOwnSurvey } from './surveys';

type CountRow = { question_id: number; row_label: string | null; label: string; n: number | string };
type TextRow = { question_id: number; value: string; created: Date | string };

/**
 * Choices counted in the database, whatever the number of responses: one per answer for multiple choice and
 * dropdown, one per ticked box for checkboxes, one per (row, column) for the grid.
 */
const choiceCounts = (surveyId: number) => sql`
  select a.question_id, null::text as row_label, a.value #>> '{}' as label, count(*) as n
    from survey_answers a join survey_questions q on q.id = a.question_id
   where q.survey_id = ${surveyId} and q.answer_type in ('multiple_choice', 'dropdown')
     and jsonb_typeof(a.value) = 'string'
   group by 1, 2, 3
  union all
  select a.question_id, null::text, box.label, count(*)
    from survey_answers a join survey_questions q on q.id = a.question_id
   cross join lateral jsonb_array_elements_text(case when jsonb_typeof(a.value) = 'array' then a.value else '[]'::jsonb end) as box(label)
   where q.survey_id = ${surveyId} and q.answer_type = 'checkboxes'
   group by 1, 2, 3
  union all
  select a.question_id, cell.key, cell.value, count(*)
    from survey_answers a join survey_questions q on q.id = a.question_id
   cross join lateral jsonb_each_text(case when jsonb_typeof(a.value) = 'object' then a.value else '{}'::jsonb end) as cell
   where q.survey_id = ${surveyId} and q.answer_type = 'multiple_choice_grid'
   group by 1, 2, 3`;

const answerCounts = (surveyId: number) => sql`
  select a.question_id, null::text as row_label, '' as label, count(*) as n
    from survey_answers a join survey_questions q on q.id = a.question_id
   where q.survey_id = ${surveyId}
   group by 1`;

/** The latest text answers of each text question, newest first. */
const latestTexts = (surveyId: number) => sql`
  select question_id, value, created from (
    select a.question_id, a.value #>> '{}' as value, r.created,
           row_number() over (partition by a.question_id order by r.created desc, a.id desc) as nth
      from survey_answers a
      join survey_questions q on q.id = a.question_id
      join survey_responses r on r.id = a.response_id
     where q.survey_id = ${surveyId} and q.answer_type in ('short_answer', 'paragraph')
  ) latest
   where nth <= ${TEXT_ANSWERS_SHOWN}
   order by question_id, created desc`;

const keyOf = (questionId: number, row: string | null, label: string) =>
  `${questionId}\u0000${row ?? ''}\u0000${label}`;

/** The Response tab of one of the partner's surveys (decision 031); another partner's survey answers 404. */
export async function surveyResponsesSummary(
  db: Db,
  partnerId: number,
  surveyId: number,
): Promise<TSurveyResponses> {
  await assertOwnSurvey(db, partnerId, surveyId);
  const [questions, [responses], counts, answered, texts] = await Promise.all([
    db
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, surveyId))
      .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, surveyId)),
    queryRows<CountRow>(db, choiceCounts(surveyId)),
    queryRows<CountRow>(db, answerCounts(surveyId)),
    queryRows<TextRow>(db, latestTexts(surveyId)),
  ]);
  const countOf = new Map(counts.map((c) => [keyOf(c.question_id, c.row_label, c.label), Number(c.n)]));
  const answeredOf = new Map(answered.map((c) => [c.question_id, Number(c.n)]));
  const count = (questionId: number, row: string | null, label: string) =>
    countOf.get(keyOf(questionId, row, label)) ?? 0;
  return {
    survey: surveyId,
    responses_count: Number(responses?.n ?? 0),
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      answer_type: q.answerType as TSurveyResponses['questions'][number]['answer_type'],
      answers_count: answeredOf.get(q.id) ?? 0,
      options: q.options.map((label) => ({ label, count: count(q.id, null, label) })),
      grid: q.rows.map((row) => ({
        row,
        columns: q.columns.map((label) => ({ label, count: count(q.id, row, label) })),
      })),
      text_answers: isTextType(q.answerType as TSurveyResponses['questions'][number]['answer_type'])
        ? texts
            .filter((t) => t.question_id === q.id)
            .map((t) => ({ value: t.value, created: new Date(t.created).toISOString() }))
        : [],
    })),
  };
}
