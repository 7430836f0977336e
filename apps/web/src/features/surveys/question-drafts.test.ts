import { describe, expect, it } from 'vitest';
import { QUESTIONS_MAX, SURVEY_TEXTS } from '@ared/contract/survey-texts';
import {
  appendDraft,
  cutQuestion,
  draftOf,
  draftProblems,
  isDirty,
  moveDraft,
  newDraft,
  removeDraft,
  saveBody,
  type DraftQuestion,
} from './question-drafts';

const draft = (text: string, type: DraftQuestion['answer_type'] = 'short_answer') => newDraft(type, text)!;

describe('the questions editor rules', () => {
  it('does not add a question with empty text', () => {
    expect(newDraft('short_answer', '   ')).toBeNull();
    expect(appendDraft([], newDraft('paragraph', ''))).toEqual([]);
  });

  it('adds a trimmed question, with starting choices for the choice types and the grid', () => {
    expect(draft('  Name? ')).toMatchObject({ text: 'Name?', options: [], rows: [], columns: [] });
    expect(draft('Speed?', 'multiple_choice').options).toEqual(['Option 1', 'Option 2']);
    expect(draft('Rate', 'multiple_choice_grid')).toMatchObject({
      rows: ['Row 1'],
      columns: ['Column 1', 'Column 2'],
    });
  });

  it(`stops at ${QUESTIONS_MAX} questions`, () => {
    const full = Array.from({ length: QUESTIONS_MAX }, (_, i) => draft(`Q${i}`));
    expect(appendDraft(full, draft('one more'))).toHaveLength(QUESTIONS_MAX);
  });

  it('moves and removes questions, nothing moving past either end', () => {
    const list = [draft('A'), draft('B'), draft('C')];
    expect(moveDraft(list, 2, -1).map((q) => q.text)).toEqual(['A', 'C', 'B']);
    expect(moveDraft(list, 0, -1)).toBe(list);
    expect(moveDraft(list, 2, 1)).toBe(list);
    expect(removeDraft(list, 1).map((q) => q.text)).toEqual(['A', 'C']);
  });

  it('says what is wrong with the choices of each type, as the server does', () => {
    expect(draftProblems({ ...draft('Q', 'dropdown'), options: ['Only'] }).options).toBe(
      SURVEY_TEXTS.optionsRequired,
    );
    expect(draftProblems({ ...draft('Q', 'checkboxes'), options: ['A', ''] }).options).toBe(
      SURVEY_TEXTS.optionEmpty,
    );
    expect(draftProblems({ ...draft('Q', 'checkboxes'), options: ['A', 'a'] }).options).toBe(
      SURVEY_TEXTS.optionsUnique,
    );
    expect(draftProblems({ ...draft('Q', 'multiple_choice_grid'), rows: [] }).rows).toBe(
      SURVEY_TEXTS.rowsRequired,
    );
    expect(draftProblems({ ...draft('Q', 'multiple_choice_grid'), columns: [] }).columns).toBe(
      SURVEY_TEXTS.columnsRequired,
    );
    expect(draftProblems({ ...draft('Q'), text: ' ' }).text).toBe(SURVEY_TEXTS.questionRequired);
    expect(draftProblems(draft('Fine', 'multiple_choice'))).toEqual({});
  });

  it('sends the list in order, with the ids of saved questions only', () => {
    const saved = draftOf({
      id: 7,
      survey: 1,
      position: 0,
      text: 'Old',
      answer_type: 'paragraph',
      options: [],
      rows: [],
      columns: [],
    });
    const body = saveBody([draft('New'), saved]);
    expect(body.questions.map((q) => [q.id, q.text])).toEqual([
      [undefined, 'New'],
      [7, 'Old'],
    ]);
    expect(
      isDirty(
        [saved],
        [
          {
            id: 7,
            survey: 1,
            position: 0,
            text: 'Old',
            answer_type: 'paragraph',
            options: [],
            rows: [],
            columns: [],
          },
        ],
      ),
    ).toBe(false);
  });

  it('cuts a question to 100 characters for the details page', () => {
    expect(cutQuestion('x'.repeat(100))).toBe('x'.repeat(100));
    expect(cutQuestion('y'.repeat(101))).toBe(`${'y'.repeat(100)}...`);
  });
});
