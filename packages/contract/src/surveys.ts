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
