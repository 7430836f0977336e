import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSurveyQuestion, TSurveyResponses } from '@ared/contract/surveys';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { SurveyQuestionsPage } from './survey-questions-page';

const SAVED: TSurveyQuestion = {
  id: 11,
  survey: 4,
  position: 0,
  text: 'Your name?',
  answer_type: 'short_answer',
  options: [],
  rows: [],
  columns: [],
};

function setup(handlers: Record<string, MockHandler> = {}, tab = '') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET surveys/4/': () => ({
      status: 200,
      body: {
        id: 4,
        title: 'Guest survey',
        realm: { id: 5, name: 'Kigali Central' },
        active: true,
        questions_count: 1,
        created: '2025-03-24T14:05:09',
      },
    }),
    'GET survey-questions/': () => ({ status: 200, body: pageOf([SAVED]) }),
    'PUT survey-questions/': ({ body }) => ({
      status: 200,
      body: {
        results: (body as { questions: Omit<TSurveyQuestion, 'id' | 'survey' | 'position'>[] }).questions.map(
          (q, i) => ({
            id: 100 + i,
            survey: 4,
            position: i,
            ...q,
          }),
        ),
      },
    }),
    ...handlers,
  });
  renderRoutes([{ path: '/survey-questions/:id', element: <SurveyQuestionsPage /> }], {
    initialPath: `/survey-questions/4${tab}`,
  });
  return { ...api, user: userEvent.setup() };
}
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });
const cards = () => screen.queryAllByTestId('question-card');
const questionBox = () => screen.getByRole('textbox', { name: 'Question' });

describe('SurveyQuestionsPage: Questions', () => {
  it('shows the saved questions under the Questions and Response tabs', async () => {
    setup();
    expect(await screen.findByRole('tab', { name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Response' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Your name?');
  });

  it('does not add a question with empty text; adds a typed one with its type', async () => {
    const { user } = setup();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(questionBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(cards()).toHaveLength(1);
    await user.click(screen.getAllByLabelText(/^Answer type/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Checkboxes' }));
    await user.clear(questionBox());
    await user.type(questionBox(), 'What do you use?');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(cards()).toHaveLength(2);
    const card = cards()[1]!;
    expect(within(card).getByText('Checkboxes')).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: 'Option 1' })).toHaveValue('Option 1');
    expect(questionBox()).toHaveValue('');
  });

  it('edits options, reorders and saves the whole list with the kept id, then toasts', async () => {
    const { user, callsTo } = setup();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getAllByLabelText(/^Answer type/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Multiple choice' }));
    await user.type(questionBox(), 'How fast?');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const card = cards()[1]!;
    await user.clear(within(card).getByRole('textbox', { name: 'Option 1' }));
    await user.type(within(card).getByRole('textbox', { name: 'Option 1' }), 'Fast');
    await user.click(within(card).getByRole('button', { name: 'Add option' }));
    await user.click(screen.getByRole('button', { name: 'Move up 2. How fast?' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Survey questions saved successfully')).toBeInTheDocument();
    expect(callsTo('PUT survey-questions/')[0]!.body).toEqual({
      questions: [
        {
          text: 'How fast?',
          answer_type: 'multiple_choice',
          options: ['Fast', 'Option 2', 'Option 3'],
          rows: [],
          columns: [],
        },
        { id: 11, text: 'Your name?', answer_type: 'short_answer', options: [], rows: [], columns: [] },
      ],
    });
  });

  it('refuses to save a choice question with one option, saying why, and sends nothing', async () => {
    const { user, callsTo } = setup();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getAllByLabelText(/^Answer type/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Dropdown' }));
    await user.type(questionBox(), 'Pick one');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Remove Option 2' }));
    expect(within(cards()[1]!).getByText('Give at least 2 options')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Check the highlighted questions')).toBeInTheDocument();
    expect(callsTo('PUT survey-questions/')).toHaveLength(0);
  });

  it('removes a question', async () => {
    const { user } = setup();
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Remove 1. Your name?' }));
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});

describe('SurveyQuestionsPage: Response', () => {
  const RESPONSES: TSurveyResponses = {
    survey: 4,
    responses_count: 3,
    questions: [
      {
        id: 11,
        text: 'Your name?',
        answer_type: 'short_answer',
        answers_count: 2,
        options: [],
        grid: [],
        text_answers: [
          { value: 'Ana', created: '2025-03-24T14:05:09Z' },
          { value: 'Bo', created: '2025-03-23T14:05:09Z' },
        ],
      },
      {
        id: 12,
        text: 'How fast?',
        answer_type: 'multiple_choice',
        answers_count: 3,
        options: [
          { label: 'Fast', count: 2 },
          { label: 'Slow', count: 1 },
        ],
        grid: [],
        text_answers: [],
      },
      {
        id: 13,
        text: 'Rate us',
        answer_type: 'multiple_choice_grid',
        answers_count: 2,
        options: [],
        grid: [
          {
            row: 'Speed',
            columns: [
              { label: 'Good', count: 2 },
              { label: 'Bad', count: 0 },
            ],
          },
          {
            row: 'Price',
            columns: [
              { label: 'Good', count: 1 },
              { label: 'Bad', count: 1 },
            ],
          },
        ],
        text_answers: [],
      },
    ],
  };

  it('shows the real responses per question: counts per choice, the grid, the latest texts', async () => {
    setup({ 'GET surveys/4/responses/': () => ({ status: 200, body: RESPONSES }) }, '?tab=response');
    expect(await screen.findByTestId('responses-count')).toHaveTextContent('3 responses');
    expect(screen.queryByText('Work in Progress')).not.toBeInTheDocument();
    const [name, speed, grid] = screen.getAllByTestId('question-responses') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(name).getByText('Ana')).toBeInTheDocument();
    expect(within(name).getByText('2 answers')).toBeInTheDocument();
    expect(
      within(speed)
        .getAllByTestId('choice-count')
        .map((row) => row.textContent),
    ).toEqual(['Fast2', 'Slow1']);
    const table = within(grid).getByRole('table', { name: 'Rate us' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['GoodBad', 'Speed20', 'Price11']);
  });

  it('says so when nobody has answered yet', async () => {
    setup(
      {
        'GET surveys/4/responses/': () => ({
          status: 200,
          body: { survey: 4, responses_count: 0, questions: [] },
        }),
      },
      '?tab=response',
    );
    expect(await screen.findByText('No responses yet')).toBeInTheDocument();
  });
});
