import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, idField, paginated, whenMissing } from './common';
import { QUESTIONS_MAX, SURVEY_TEXTS } from './survey-texts';
export { QUESTIONS_MAX, SURVEY_TEXTS } from './survey-texts';

/**
 * A survey question's answer types (part 2 §2 Survey Questions), as stored and sent; the labels are the
 * spec's. Choice types carry options; the grid carries rows and columns.
 */
export const ANSWER_TYPES = [
  'short_answer',
  'paragraph',
  'multiple_choice',
  'checkboxes',
  'dropdown',
  'multiple_choice_grid',
] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  short_answer: 'Short answer',
  paragraph: 'Paragraph',
  multiple_choice: 'Multiple choice',
  checkboxes: 'Checkboxes',
  dropdown: 'Dropdown',
  multiple_choice_grid: 'Multiple choice grid',
};

/** Rating stars (part 2 §9). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Limits of a survey and its questions (decision 031): generous for a guest's phone, bounded for the server. */
export const SURVEY_TITLE_MAX = 200;
export const QUESTION_TEXT_MAX = 500;
export const OPTION_TEXT_MAX = 200;
export const OPTIONS_MAX = 20;
export const GRID_LINES_MAX = 10;
/** The spec's question preview on the survey details (part 2 §2, §9). */
export const QUESTION_PREVIEW_MAX = 100;
/** A guest's text answer: a short answer is a line, a paragraph a few. */
export const SHORT_ANSWER_MAX = 300;
export const PARAGRAPH_MAX = 2000;
/** Latest text answers the Response tab shows per question. */
export const TEXT_ANSWERS_SHOWN = 20;

export const CHOICE_TYPES = [
  'multiple_choice',
  'checkboxes',
  'dropdown',
] as const satisfies readonly AnswerType[];
export const isChoiceType = (type: AnswerType): boolean => (CHOICE_TYPES as readonly string[]).includes(type);
export const isTextType = (type: AnswerType): boolean => type === 'short_answer' || type === 'paragraph';

export const ZRefSchema = z.object({ id: z.int(), name: z.string() });

export const ZSurveySchema = z.object({
  id: z.int(),
  title: z.string(),
  realm: ZRefSchema,
  active: z.boolean(),
  questions_count: z.int(),
  created: z.string(),
});
export type TSurvey = z.infer<typeof ZSurveySchema>;
export const ZSurveyPageSchema = paginated(ZSurveySchema);
export const ZSurveyListQuerySchema = z.object({
  partner: z.optional(ZIdParamSchema),
  realm: z.optional(ZIdParamSchema),
  ...ZPageQuerySchema.shape,
});

/** POST /v1/surveys/ (part 2 §5: title, realm and enabled, Yes or No, required). */
export const ZSurveyCreateRequestSchema = z.object({
  title: z
    .string(whenMissing(SURVEY_TEXTS.titleRequired))
    .check(
      z.trim(),
      z.minLength(1, SURVEY_TEXTS.titleRequired),
      z.maxLength(SURVEY_TITLE_MAX, `Ensure this field has no more than ${SURVEY_TITLE_MAX} characters.`),
    ),
  realm: idField(SURVEY_TEXTS.realmRequired),
  enabled: z.boolean(SURVEY_TEXTS.enabledRequired),
});
export type TSurveyCreateRequest = z.infer<typeof ZSurveyCreateRequestSchema>;
export const ZSurveyCreatedSchema = z.extend(ZSurveySchema, { enabled: z.boolean() });

export const ZSurveyQuestionSchema = z.object({
  id: z.int(),
  survey: z.int(),
  position: z.int(),
  text: z.string(),
  answer_type: z.enum(ANSWER_TYPES),
  options: z.array(z.string()),
  rows: z.array(z.string()),
  columns: z.array(z.string()),
});
export type TSurveyQuestion = z.infer<typeof ZSurveyQuestionSchema>;
export const ZSurveyQuestionPageSchema = paginated(ZSurveyQuestionSchema);
/** GET /v1/survey-questions/?survey= (the spec's call); without `survey`, every question of the partner's surveys. */
export const ZSurveyQuestionListQuerySchema = z.object({
  survey: z.optional(ZIdParamSchema),
  ...ZPageQuerySchema.shape,
});
export const ZSurveyQuestionsSaveQuerySchema = z.object({ survey: ZIdParamSchema });

const lineText = z
  .string()
  .check(
    z.trim(),
    z.maxLength(OPTION_TEXT_MAX, `Ensure this field has no more than ${OPTION_TEXT_MAX} characters.`),
  );

/** One question as the editor sends it; `id` keeps an existing question (and its answers), none adds one. */
export const ZQuestionDraftSchema = z.object({
  id: z.optional(idField()),
  text: z
    .string(whenMissing(SURVEY_TEXTS.questionRequired))
    .check(
      z.trim(),
      z.minLength(1, SURVEY_TEXTS.questionRequired),
      z.maxLength(QUESTION_TEXT_MAX, `Ensure this field has no more than ${QUESTION_TEXT_MAX} characters.`),
    ),
  answer_type: z.enum(ANSWER_TYPES, 'Choose an answer type.'),
  options: z._default(
    z.array(lineText).check(z.maxLength(OPTIONS_MAX, `At most ${OPTIONS_MAX} options.`)),
    [],
  ),
  rows: z._default(
    z.array(lineText).check(z.maxLength(GRID_LINES_MAX, `At most ${GRID_LINES_MAX} rows.`)),
    [],
  ),
  columns: z._default(
    z.array(lineText).check(z.maxLength(GRID_LINES_MAX, `At most ${GRID_LINES_MAX} columns.`)),
    [],
  ),
});
export type TQuestionDraft = z.input<typeof ZQuestionDraftSchema>;

type Problem = { path: (string | number)[]; message: string };

const hasDuplicates = (values: readonly string[]) =>
  new Set(values.map((v) => v.trim().toLowerCase())).size !== values.length;

function linesProblems(field: 'options' | 'rows' | 'columns', values: readonly string[], min: number) {
  const problems: Problem[] = [];
  const required = {
    options: SURVEY_TEXTS.optionsRequired,
    rows: SURVEY_TEXTS.rowsRequired,
    columns: SURVEY_TEXTS.columnsRequired,
  }[field];
  if (values.length < min) problems.push({ path: [field], message: required });
  if (values.some((v) => v.trim() === ''))
    problems.push({ path: [field], message: SURVEY_TEXTS.optionEmpty });
  else if (hasDuplicates(values)) problems.push({ path: [field], message: SURVEY_TEXTS.optionsUnique });
  return problems;
}

/**
 * What is wrong with a question's choices for its answer type: the rule the editor shows and the server
 * enforces (decision 031). Choice types need 2 or more different, non-empty options; the grid 1 or more
 * rows and columns; the text types none.
 */
export function questionProblems(q: {
  answer_type: AnswerType;
  options: readonly string[];
  rows: readonly string[];
  columns: readonly string[];
}): Problem[] {
  if (isChoiceType(q.answer_type))
    return [
      ...linesProblems('options', q.options, 2),
      ...(q.rows.length + q.columns.length > 0
        ? [{ path: ['rows'], message: 'Only the grid takes rows and columns' }]
        : []),
    ];
  if (q.answer_type === 'multiple_choice_grid')
    return [
      ...linesProblems('rows', q.rows, 1),
      ...linesProblems('columns', q.columns, 1),
      ...(q.options.length > 0 ? [{ path: ['options'], message: 'The grid takes rows and columns' }] : []),
    ];
  return q.options.length + q.rows.length + q.columns.length > 0
    ? [{ path: ['options'], message: SURVEY_TEXTS.noChoicesForText }]
    : [];
}

/** PUT /v1/survey-questions/?survey=: the whole ordered list, saved at once (decision 031). */
export const ZSurveyQuestionsSaveRequestSchema = z.object({
  questions: z
    .array(
      ZQuestionDraftSchema.check(
        z.superRefine((q, ctx) => {
          for (const problem of questionProblems(q))
            ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
        }),
      ),
      whenMissing('This field is required.'),
    )
    .check(
      z.maxLength(QUESTIONS_MAX, SURVEY_TEXTS.tooManyQuestions),
      z.superRefine((questions, ctx) => {
        const ids = questions.flatMap((q) => (q.id === undefined ? [] : [q.id]));
        if (new Set(ids).size !== ids.length)
          ctx.addIssue({ code: 'custom', path: [], message: 'A question may be sent only once.' });
      }),
    ),
});
export type TSurveyQuestionsSaveRequest = z.input<typeof ZSurveyQuestionsSaveRequestSchema>;
export const ZSurveyQuestionListSchema = z.object({ results: z.array(ZSurveyQuestionSchema) });

const ZCountSchema = z.object({ label: z.string(), count: z.int() });
/** The Response tab: per question, how many answered, counts per choice (per row for the grid), latest texts. */
export const ZQuestionResponsesSchema = z.object({
  id: z.int(),
  text: z.string(),
  answer_type: z.enum(ANSWER_TYPES),
  answers_count: z.int(),
  options: z.array(ZCountSchema),
  grid: z.array(z.object({ row: z.string(), columns: z.array(ZCountSchema) })),
  text_answers: z.array(z.object({ value: z.string(), created: z.string() })),
});
export type TQuestionResponses = z.infer<typeof ZQuestionResponsesSchema>;
export const ZSurveyResponsesSchema = z.object({
  survey: z.int(),
  responses_count: z.int(),
  questions: z.array(ZQuestionResponsesSchema),
});
export type TSurveyResponses = z.infer<typeof ZSurveyResponsesSchema>;
