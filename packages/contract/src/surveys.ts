import { z } from 'zod/mini';
import { ZIdParamSchema, ZPageQuerySchema, idField, paginated, whenMissing } from './common';
import {
  ANSWER_TYPES,
  GRID_LINES_MAX,
  OPTIONS_MAX,
  OPTION_TEXT_MAX,
  QUESTIONS_MAX,
  QUESTION_TEXT_MAX,
  SURVEY_TEXTS,
  SURVEY_TITLE_MAX,
  questionProblems,
} from './survey-texts';

// Re-exported: the server and the guest portal read them here; the web's pages read ./survey-texts, which
// has no zod (decisions 103, 104).
export {
  QUESTIONS_MAX,
  SURVEY_TEXTS,
  ANSWER_TYPES,
  ANSWER_TYPE_LABELS,
  RATING_MIN,
  RATING_MAX,
  SURVEY_TITLE_MAX,
  QUESTION_TEXT_MAX,
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  GRID_LINES_MAX,
  QUESTION_PREVIEW_MAX,
  SHORT_ANSWER_MAX,
  PARAGRAPH_MAX,
  TEXT_ANSWERS_SHOWN,
  CHOICE_TYPES,
  isChoiceType,
  isTextType,
  questionProblems,
  type AnswerType,
  type TQuestionProblem,
} from './survey-texts';

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
