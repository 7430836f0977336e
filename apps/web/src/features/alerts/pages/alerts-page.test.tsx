import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ALERT_KINDS } from '@ared/contract/alert-thresholds';
import type { TAlert, TAlertSettings } from '@ared/contract/alerts';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { AlertsPage } from './alerts-page';

const alert = (overrides: Partial<TAlert> = {}): TAlert => ({
  id: 4,
  kind: 'box_offline',
  subject: 'KGL-001',
  router: 9,
  opened_at: '2026-11-28T08:00:00Z',
  closed_at: null,
  read: false,
  ...overrides,
});

const SETTINGS: TAlertSettings = {
  offline_minutes: 10,
  disk_percent: 90,
  cpu_percent: 95,
  cpu_minutes: 10,
  radius_minutes: 15,
  overdue_days: 1,
  voucher_stock: 20,
};

const PREFERENCES = {
  user: 1,
  preferences: ALERT_KINDS.map((kind) => ({ kind, mail: true, sms: false })),
};

function setup(
  handlers: Record<string, MockHandler> = {},
  role: 'partner_admin' | 'partner_staff' = 'partner_admin',
) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role }));
  const api = mockApi({
    'GET alerts/': () => ({
      status: 200,
      body: pageOf([
        alert(),
        alert({ id: 5, subject: 'KGL-002', read: true, closed_at: '2026-11-28T09:00:00Z' }),
      ]),
    }),
    'GET alerts/settings/': () => ({ status: 200, body: SETTINGS }),
    'GET alerts/preferences/': () => ({ status: 200, body: PREFERENCES }),
    'PATCH alerts/preferences/': ({ body }) => ({ status: 200, body: { user: 1, ...(body as object) } }),
    'POST alerts/4/read/': () => ({ status: 204 }),
    'POST alerts/read-all/': () => ({ status: 204 }),
    'PATCH alerts/settings/': ({ body }) => ({ status: 200, body: { ...SETTINGS, ...(body as object) } }),
    ...handlers,
  });
  renderPage(<AlertsPage />, { path: '/alerts' });
  return { ...api, user: userEvent.setup() };
}

const statusAsked = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/v1/alerts/')
    .map((u) => u.searchParams.get('status') ?? 'all');

describe('AlertsPage (issue 29 §1)', () => {
  it('lists the alerts with what, since when, resolved and status; unread ones marked and linked to their box', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'Box KGL-001 is offline' });
    expect(link).toHaveAttribute('href', '/router-details/9');
    const table = screen.getByRole('table', { name: 'Alerts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Alert', 'Raised', 'Resolved', 'Status', 'Action']);
    expect(within(table).getByText('Open')).toBeInTheDocument();
    expect(within(table).getAllByText('Resolved')).toHaveLength(2); // the column header and the badge
    expect(within(table).getAllByText('Unread')).toHaveLength(1);
    // Only the unread alert offers Mark as read.
    expect(screen.getAllByRole('button', { name: /^Mark as read: / })).toHaveLength(1);
  });

  it('marks one alert, or all, as read', async () => {
    const { user, callsTo } = setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: KGL-001' }));
    await waitFor(() => expect(callsTo('POST alerts/4/read/')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(callsTo('POST alerts/read-all/')).toHaveLength(1));
    expect(await screen.findByText('All alerts marked as read')).toBeInTheDocument();
  });

  it('asks the server for open or resolved alerts only when that tab is picked', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('link', { name: 'Box KGL-001 is offline' });
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    await waitFor(() => expect(statusAsked(fetchMock)).toContain('open'));
    await user.click(screen.getByRole('radio', { name: 'Resolved' }));
    await waitFor(() => expect(statusAsked(fetchMock)).toContain('closed'));
    expect(statusAsked(fetchMock)[0]).toBe('all');
  });

  it('asks for one kind of alert when it is picked, kept on screen', async () => {
    const { user, fetchMock } = setup();
    await screen.findByRole('link', { name: 'Box KGL-001 is offline' });
    const kindsAsked = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((u) => u.pathname === '/v1/alerts/')
        .map((u) => u.searchParams.get('kind') ?? 'every');
    await user.click(screen.getByRole('combobox', { name: 'Kind of alert' }));
    await user.click(await screen.findByRole('option', { name: 'Disk nearly full' }));
    await waitFor(() => expect(kindsAsked()).toContain('disk_full'));
    expect(kindsAsked()[0]).toBe('every');
    expect(screen.getByRole('combobox', { name: 'Kind of alert' })).toHaveValue('Disk nearly full');
  });

  it('lets an admin change the offline threshold, within 5 to 1440 minutes', async () => {
    const { user, callsTo } = setup();
    const input = await screen.findByRole('textbox', { name: 'Offline for at least (minutes)' });
    await waitFor(() => expect(input).toHaveValue('10'));
    await user.clear(input);
    await user.type(input, '3');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH alerts/settings/')).toHaveLength(1));
    expect(callsTo('PATCH alerts/settings/')[0]!.body).toEqual({ offline_minutes: 30 });
    expect(await screen.findByText('Alert settings saved')).toBeInTheDocument();
  });

  it('shows staff the threshold without a way to change it', async () => {
    setup({}, 'partner_staff');
    const input = await screen.findByRole('textbox', { name: 'Offline for at least (minutes)' });
    expect(input).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Only a partner admin can change the alert settings.')).toBeInTheDocument();
  });

  it('changes another threshold, sending only what changed', async () => {
    const { user, callsTo } = setup();
    const input = await screen.findByRole('textbox', { name: 'Unused vouchers below' });
    await waitFor(() => expect(input).toHaveValue('20'));
    await user.clear(input);
    await user.type(input, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH alerts/settings/')).toHaveLength(1));
    expect(callsTo('PATCH alerts/settings/')[0]!.body).toEqual({ voucher_stock: 50 });
  });

  it('lets any user choose their own deliveries by kind (staff too)', async () => {
    const { user, callsTo } = setup({}, 'partner_staff');
    const sms = await screen.findByRole('checkbox', { name: 'SMS: Disk nearly full' });
    expect(sms).not.toBeChecked();
    await user.click(sms);
    await user.click(screen.getByRole('checkbox', { name: 'Mail: Box offline' }));
    await user.click(screen.getByRole('button', { name: 'Save deliveries' }));
    await waitFor(() => expect(callsTo('PATCH alerts/preferences/')).toHaveLength(1));
    const sent = callsTo('PATCH alerts/preferences/')[0]!.body as typeof PREFERENCES;
    expect(sent.preferences.find((p) => p.kind === 'disk_full')).toEqual({
      kind: 'disk_full',
      mail: true,
      sms: true,
    });
    expect(sent.preferences.find((p) => p.kind === 'box_offline')).toEqual({
      kind: 'box_offline',
      mail: false,
      sms: false,
    });
    expect(await screen.findByText('Alert deliveries saved')).toBeInTheDocument();
  });
});
