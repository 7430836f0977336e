import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TSurvey, TSurveyQuestion } from '@ared/contract/surveys';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage, renderRoutes } from '../../../test/render';
import { pageOf, realmFixture } from '../../../test/router-fixtures';
import { SurveyAddPage } from './survey-add-page';
import { SurveyDetailsPage } from './survey-details-page';
import { SurveysPage } from './surveys-page';

const survey = (overrides: Partial<TSurvey> = {}): TSurvey => ({
  id: 4,
  title: 'Guest Wi-Fi survey',
  realm: { id: 5, name: 'Kigali Central' },
  active: true,
  questions_count: 2,
  created: '2025-03-24T14:05:09',
  ...overrides,
});
const question = (overrides: Partial<TSurveyQuestion> = {}): TSurveyQuestion => ({
  id: 11,
  survey: 4,
  position: 0,
  text: 'How did you hear about us?',
  answer_type: 'short_answer',
  options: [],
  rows: [],
  columns: [],
  ...overrides,
});

function signIn(handlers: Record<string, MockHandler>) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  return { ...mockApi(handlers), user: userEvent.setup() };
}
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('SurveysPage', () => {
  it('lists surveys with the realm linked, Enabled/Disabled, and View to the details', async () => {
    signIn({
      'GET surveys/': () => ({
        status: 200,
        body: pageOf([survey(), survey({ id: 5, title: 'Old', active: false })]),
      }),
    });
    renderPage(<SurveysPage />, { path: '/surveys' });
    const table = await screen.findByRole('table', { name: 'Surveys' });
    await within(table).findByText('Guest Wi-Fi survey');
    expect(within(table).getAllByRole('link', { name: 'Kigali Central' })[0]).toHaveAttribute(
      'href',
      '/realms/5/details',
    );
    expect(within(table).getByText('Enabled')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View Guest Wi-Fi survey' })).toHaveAttribute(
      'href',
      '/survey-details/4',
    );
    expect(screen.getByRole('link', { name: 'Add Survey' })).toHaveAttribute('href', '/survey');
  });

  it("says 'No Record found' without surveys", async () => {
    signIn({ 'GET surveys/': () => ({ status: 200, body: pageOf([]) }) });
    renderPage(<SurveysPage />, { path: '/surveys' });
    expect(await screen.findByText('No Record found')).toBeInTheDocument();
  });
});

describe('SurveyAddPage', () => {
  const setup = (handlers: Record<string, MockHandler> = {}) => {
    const api = signIn({
      'GET realms/': () => ({ status: 200, body: pageOf([realmFixture({ id: 5 })]) }),
      'POST surveys/': () => ({
        status: 201,
        body: { ...survey({ title: 'Lobby survey', active: false }), enabled: false },
      }),
      ...handlers,
    });
    renderPage(<SurveyAddPage />, { path: '/survey', targets: ['/surveys'] });
    return api;
  };

  it('requires title, realm and enabled, each with its message, and sends nothing', async () => {
    const { user, callsTo } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Realm is required')).toBeInTheDocument();
    expect(screen.getByText('Enabled is required')).toBeInTheDocument();
    expect(callsTo('POST surveys/')).toHaveLength(0);
  });

  it("adds the survey, says 'Surveys added successfully' and goes to /surveys", async () => {
    const { user, callsTo } = setup();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Lobby survey');
    await user.click(screen.getAllByLabelText(/^Realm/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Kigali Central · Partner realm' }));
    await user.click(screen.getAllByLabelText(/^Enabled/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Surveys added successfully')).toBeInTheDocument();
    expect(callsTo('POST surveys/')[0]!.body).toEqual({ title: 'Lobby survey', realm: 5, enabled: false });
    expect(await screen.findByTestId('route-target')).toHaveTextContent('/surveys');
  });

  it('Cancel goes back to /surveys', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('route-target')).toHaveTextContent('/surveys');
  });
});

describe('SurveyDetailsPage', () => {
  it("links the realm and 'Add survey Questions', and cuts questions to 100 characters", async () => {
    const long = 'w'.repeat(120);
    signIn({
      'GET surveys/4/': () => ({ status: 200, body: survey() }),
      'GET survey-questions/': () => ({
        status: 200,
        body: pageOf([question(), question({ id: 12, text: long })]),
      }),
    });
    renderRoutes([{ path: '/survey-details/:id', element: <SurveyDetailsPage /> }], {
      initialPath: '/survey-details/4',
    });
    expect(await screen.findByRole('link', { name: 'Kigali Central' })).toHaveAttribute(
      'href',
      '/realms/5/details',
    );
    expect(screen.getByRole('link', { name: 'Add survey Questions' })).toHaveAttribute(
      'href',
      '/survey-questions/4',
    );
    const list = await screen.findByTestId('survey-questions');
    expect(within(list).getByText('How did you hear about us?')).toBeInTheDocument();
    expect(within(list).getByText(`${'w'.repeat(100)}...`)).toBeInTheDocument();
  });

  it("toasts 'Could not fetch survey details' when the survey cannot be read", async () => {
    signIn({
      'GET surveys/4/': () => ({ status: 500, body: { detail: 'boom' } }),
      'GET survey-questions/': () => ({ status: 200, body: pageOf([]) }),
    });
    renderRoutes([{ path: '/survey-details/:id', element: <SurveyDetailsPage /> }], {
      initialPath: '/survey-details/4',
    });
    expect(await toast('Could not fetch survey details')).toBeInTheDocument();
  });
});
