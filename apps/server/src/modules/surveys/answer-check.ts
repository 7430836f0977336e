import { textProblem } from '@ared/contract/common';
import { type AnswerType, PARAGRAPH_MAX, SHORT_ANSWER_MAX, SURVEY_TEXTS } from '@ared/contract/surveys';

export type QuestionToAnswer = {
  answerType: string;
  options: string[];
  rows: string[];
  columns: string[];
};

/** An answer as it is stored (survey_answers.value), or a message saying why it cannot be. */
export type CheckedAnswer =
  { value: string | string[] | Record<string, string> } | { problem: string } | null;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value that says "not answered": answering is optional per question (decision 031). */
const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.keys(value).length === 0);

function checkText(value: unknown, max: number): CheckedAnswer {
  if (typeof value !== 'string') return { problem: SURVEY_TEXTS.notText };
  const text = value.trim();
  const problem = textProblem(text);
  if (problem) return { problem };
  if (text.length > max) return { problem: SURVEY_TEXTS.textTooLong };
  return { value: text };
}

function checkBoxes(value: unknown, options: string[]): CheckedAnswer {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !options.includes(v)))
    return { problem: SURVEY_TEXTS.notAList };
  // Stored in the question's order, each choice once.
  return { value: options.filter((option) => value.includes(option)) };
}

function checkGrid(value: unknown, rows: string[], columns: string[]): CheckedAnswer {
  if (!isPlainObject(value)) return { problem: SURVEY_TEXTS.notAGrid };
  const entries = Object.entries(value);
  if (
    entries.some(
      ([row, column]) => !rows.includes(row) || typeof column !== 'string' || !columns.includes(column),
    )
  )
    return { problem: SURVEY_TEXTS.notAGrid };
  return { value: Object.fromEntries(entries) as Record<string, string> };
}

/** Checks a guest's answer against its question's type; null when the question was left unanswered. */
export function checkAnswer(question: QuestionToAnswer, value: unknown): CheckedAnswer {
  if (isBlank(value)) return null;
  switch (question.answerType as AnswerType) {
    case 'short_answer':
      return checkText(value, SHORT_ANSWER_MAX);
    case 'paragraph':
      return checkText(value, PARAGRAPH_MAX);
    case 'multiple_choice':
    case 'dropdown':
      return typeof value === 'string' && question.options.includes(value)
        ? { value }
        : { problem: SURVEY_TEXTS.notAChoice };
    case 'checkboxes':
      return checkBoxes(value, question.options);
    case 'multiple_choice_grid':
      return checkGrid(value, question.rows, question.columns);
    default:
      return { problem: SURVEY_TEXTS.notAChoice };
  }
}
