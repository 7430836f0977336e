import { and, asc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { TSurveyAnalytics } from '@ared/contract/analytics';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { surveyAnswers, surveyQuestions, surveyResponses, surveys } from '../surveys/schema';
import { notFound } from '../../lib/http-errors';
import { type AnalyticsRange, bucketIndex } from './range';

const CHOICE_TYPES = ['multiple_choice', 'dropdown', 'checkboxes', 'multiple_choice_grid'];

type HourCount = { hour: Date | string; survey_id: number; n: number | string };
type ChoiceRow = { question_id: number; label: string; n: number | string };
type AnsweredRow = { question_id: number; n: number | string };

/**
 * GET survey/analytics/: the partner's survey responses in the range, read directly from the stored
 * responses and answers (a partner's surveys get few responses, so no rollup): responses per bucket, per
 * survey, and for the chosen survey (or the most answered one) each choice question's answers per option
 * (checkbox ticks count one each; a grid's cells are 'Row: Column').
 */
export async function surveyAnalytics(
  db: Db,
  partnerId: number,
  surveyId: number | undefined,
  range: AnalyticsRange,
): Promise<TSurveyAnalytics> {
  const own = await db
    .select({ id: surveys.id, title: surveys.title })
    .from(surveys)
    .where(eq(surveys.partnerId, partnerId))
    .orderBy(asc(surveys.id));
  if (surveyId !== undefined && !own.some((s) => s.id === surveyId)) throw notFound();
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const inRange = sql`r.created >= ${start}::timestamptz and r.created < ${end}::timestamptz`;
  // Counted per hour in the database, then put in the range's buckets (hours never straddle a bucket).
  const perHour = await queryRows<HourCount>(
    db,
    sql`select date_trunc('hour', r.created) as hour, r.survey_id, count(*) as n
          from ${surveyResponses} r join ${surveys} s on s.id = r.survey_id and s.partner_id = r.partner_id
         where s.partner_id = ${partnerId} and ${inRange}
         group by 1, 2`,
  );
  const perSurvey = new Map<number, number>();
  const data = range.buckets.map(() => 0);
  for (const row of perHour) {
    if (surveyId !== undefined && row.survey_id !== surveyId) continue;
    const n = Number(row.n);
    perSurvey.set(row.survey_id, (perSurvey.get(row.survey_id) ?? 0) + n);
    const i = bucketIndex(range, new Date(row.hour));
    if (i >= 0) data[i]! += n;
  }
  const surveyList = own
    .filter((s) => surveyId === undefined || s.id === surveyId)
    .map((s) => ({ id: s.id, title: s.title, responses: perSurvey.get(s.id) ?? 0 }))
    .sort((a, b) => b.responses - a.responses || a.id - b.id);
  const chosen = surveyId ?? (surveyList[0] && surveyList[0].responses > 0 ? surveyList[0].id : undefined);
  return {
    total_responses: data.reduce((a, b) => a + b, 0),
    responses_over_time: { categories: range.buckets.map((b) => b.label), data },
    surveys: surveyList,
    questions: chosen === undefined ? [] : await choiceQuestions(db, chosen, inRange),
  };
}

async function choiceQuestions(db: Db, surveyId: number, inRange: ReturnType<typeof sql>) {
  const questions = (
    await db
      .select()
      .from(surveyQuestions)
      .where(and(eq(surveyQuestions.surveyId, surveyId)))
      .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id))
  ).filter((q) => CHOICE_TYPES.includes(q.answerType));
  const answers = sql`${surveyAnswers} a
    join ${surveyResponses} r on r.id = a.response_id and r.partner_id = a.partner_id
    join ${surveyQuestions} q on q.id = a.question_id and q.partner_id = a.partner_id`;
  const [choices, answered] = await Promise.all([
    queryRows<ChoiceRow>(
      db,
      sql`select a.question_id, a.value #>> '{}' as label, count(*) as n from ${answers}
           where q.survey_id = ${surveyId} and ${inRange} and q.answer_type in ('multiple_choice', 'dropdown')
             and jsonb_typeof(a.value) = 'string'
           group by 1, 2
          union all
          select a.question_id, box.label, count(*) from ${answers}
           cross join lateral jsonb_array_elements_text(
             case when jsonb_typeof(a.value) = 'array' then a.value else '[]'::jsonb end) as box(label)
           where q.survey_id = ${surveyId} and ${inRange} and q.answer_type = 'checkboxes'
           group by 1, 2
          union all
          select a.question_id, cell.key || ': ' || cell.value, count(*) from ${answers}
           cross join lateral jsonb_each_text(
             case when jsonb_typeof(a.value) = 'object' then a.value else '{}'::jsonb end) as cell
           where q.survey_id = ${surveyId} and ${inRange} and q.answer_type = 'multiple_choice_grid'
           group by 1, 2`,
    ),
    queryRows<AnsweredRow>(
      db,
      sql`select a.question_id, count(*) as n from ${answers}
           where q.survey_id = ${surveyId} and ${inRange} group by 1`,
    ),
  ]);
  const count = new Map(choices.map((c) => [`${c.question_id}\u0000${c.label}`, Number(c.n)]));
  const answeredOf = new Map(answered.map((a) => [a.question_id, Number(a.n)]));
  return questions.map((q) => {
    const labels =
      q.answerType === 'multiple_choice_grid'
        ? q.rows.flatMap((row) => q.columns.map((column) => `${row}: ${column}`))
        : q.options;
    return {
      id: q.id,
      text: q.text,
      answer_type: q.answerType,
      options: labels.map((label) => ({ label, count: count.get(`${q.id}\u0000${label}`) ?? 0 })),
      answered: answeredOf.get(q.id) ?? 0,
    };
  });
}
