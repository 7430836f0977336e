import { QUESTIONS_MAX, SURVEY_TEXTS } from '@ared/contract/survey-texts';
import {
  type AnswerType,
  QUESTION_PREVIEW_MAX,
  QUESTION_TEXT_MAX,
  isChoiceType,
} from '@ared/contract/survey-texts';
import { questionProblems } from '@ared/contract/survey-texts';
import type { TSurveyQuestion, TSurveyQuestionsSaveRequest } from '@ared/contract/surveys';

/**
 * The questions editor's list (part 2 §2 Survey Questions), kept in the page until Save sends it whole.
 * `key` tells rows apart in React; `id` is the saved question's, kept so its answers are kept (decision 031).
 */
export type DraftQuestion = {
  key: string;
  id?: number;
  text: string;
  answer_type: AnswerType;
  options: string[];
  rows: string[];
  columns: string[];
};
export type LinesField = 'options' | 'rows' | 'columns';

let lastKey = 0;
const nextKey = () => `new-${(lastKey += 1)}`;

/** The choices a new question starts with, ready to be renamed: two options, or a row and two columns. */
function startingLines(type: AnswerType): Pick<DraftQuestion, LinesField> {
  if (isChoiceType(type)) return { options: ['Option 1', 'Option 2'], rows: [], columns: [] };
  if (type === 'multiple_choice_grid')
    return { options: [], rows: ['Row 1'], columns: ['Column 1', 'Column 2'] };
  return { options: [], rows: [], columns: [] };
}

/** Add: a question from the typed text, or null when the text is empty (the spec: empty text is not added). */
export function newDraft(type: AnswerType, text: string): DraftQuestion | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return { key: nextKey(), text: trimmed, answer_type: type, ...startingLines(type) };
}

export const draftOf = (q: TSurveyQuestion): DraftQuestion => ({
  key: `q-${q.id}`,
  id: q.id,
  text: q.text,
  answer_type: q.answer_type,
  options: [...q.options],
  rows: [...q.rows],
  columns: [...q.columns],
});

/** Appends a question unless the list is full; the list as it was otherwise. */
export const appendDraft = (list: DraftQuestion[], draft: DraftQuestion | null): DraftQuestion[] =>
  draft && list.length < QUESTIONS_MAX ? [...list, draft] : list;

export const removeDraft = (list: DraftQuestion[], index: number): DraftQuestion[] =>
  list.filter((_, i) => i !== index);

/** Moves a question one place up (-1) or down (+1); at either end nothing moves. */
export function moveDraft(list: DraftQuestion[], index: number, delta: -1 | 1): DraftQuestion[] {
  const target = index + delta;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const updateDraft = (list: DraftQuestion[], index: number, patch: Partial<DraftQuestion>) =>
  list.map((q, i) => (i === index ? { ...q, ...patch } : q));

/** What is wrong with a question, per field, as the server would say it (the contract's rule). */
export function draftProblems(q: DraftQuestion): Partial<Record<'text' | LinesField, string>> {
  const problems: Partial<Record<'text' | LinesField, string>> = {};
  const text = q.text.trim();
  if (text === '') problems.text = SURVEY_TEXTS.questionRequired;
  else if (text.length > QUESTION_TEXT_MAX)
    problems.text = `Ensure this field has no more than ${QUESTION_TEXT_MAX} characters.`;
  for (const p of questionProblems(q)) {
    const field = p.path[0] as LinesField;
    problems[field] ??= p.message;
  }
  return problems;
}

export const hasProblems = (list: DraftQuestion[]) =>
  list.some((q) => Object.keys(draftProblems(q)).length > 0);

/** The body of Save: the list in its order, trimmed, each kept question with its id. */
export const saveBody = (list: DraftQuestion[]): TSurveyQuestionsSaveRequest => ({
  questions: list.map((q) => ({
    ...(q.id !== undefined && { id: q.id }),
    text: q.text.trim(),
    answer_type: q.answer_type,
    options: q.options.map((o) => o.trim()),
    rows: q.rows.map((r) => r.trim()),
    columns: q.columns.map((c) => c.trim()),
  })),
});

/** Whether the list differs from what is saved (same order, texts and choices). */
export const isDirty = (list: DraftQuestion[], saved: TSurveyQuestion[]) =>
  JSON.stringify(saveBody(list)) !== JSON.stringify(saveBody(saved.map(draftOf)));

/** The details page's preview of a question: its text cut to 100 characters (part 2 §2, §9). */
export const cutQuestion = (text: string): string =>
  text.length > QUESTION_PREVIEW_MAX ? `${text.slice(0, QUESTION_PREVIEW_MAX)}...` : text;
