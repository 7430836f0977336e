/**
 * The survey screens' texts: constants without zod, so that the web's survey pages can read them without
 * building the contract's schemas before they can draw (decision 103). `./surveys` re-exports them.
 */

export const QUESTIONS_MAX = 50;

export const SURVEY_TEXTS = {
  addSurvey: 'Add Survey',
  added: 'Surveys added successfully',
  addFailed: 'Could not add the survey',
  fetchFailed: 'Could not fetch survey details',
  listFailed: 'Could not fetch surveys',
  addQuestions: 'Add survey Questions',
  titleRequired: 'Title is required',
  realmRequired: 'Realm is required',
  enabledRequired: 'Enabled is required',
  enabled: 'Enabled',
  disabled: 'Disabled',
  empty: 'No Record found',
  questionsTab: 'Questions',
  responseTab: 'Response',
  questionsSaved: 'Survey questions saved successfully',
  questionsSaveFailed: 'Could not save the survey questions',
  questionsFetchFailed: 'Could not fetch survey questions',
  responsesFetchFailed: 'Could not fetch survey responses',
  noQuestions: 'No questions yet',
  noResponses: 'No responses yet',
  questionRequired: 'Question is required',
  optionsRequired: 'Give at least 2 options',
  optionEmpty: 'Options may not be empty',
  optionsUnique: 'Options must be different',
  rowsRequired: 'Give at least 1 row',
  columnsRequired: 'Give at least 1 column',
  linesUnique: 'Rows and columns must be different from each other',
  noChoicesForText: 'Text answers take no options, rows or columns',
  unknownQuestion: 'This question is not in the survey',
  tooManyQuestions: `A survey has at most ${QUESTIONS_MAX} questions`,
  alreadyAnswered: 'You have already answered this survey.',
  noAnswer: 'Answer at least one question.',
  notAChoice: 'Not one of the choices.',
  notAList: 'Choose from the list.',
  notAGrid: 'Choose one column for each row.',
  textTooLong: 'This answer is too long.',
  notText: 'Not a valid string.',
  unknownQuestionAnswer: 'No such question in this survey.',
} as const;

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

export type TQuestionProblem = { path: (string | number)[]; message: string };

const hasDuplicates = (values: readonly string[]) =>
  new Set(values.map((v) => v.trim().toLowerCase())).size !== values.length;

function linesProblems(field: 'options' | 'rows' | 'columns', values: readonly string[], min: number) {
  const problems: TQuestionProblem[] = [];
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
}): TQuestionProblem[] {
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
