import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import {
  ABLE_PARTNER,
  sessionFixture,
  sessionPage,
  signInVouchers,
  statsFixture,
  vkey,
  voucherFixture,
  voucherPage,
  voucherQueries,
} from '../voucher-test-fixtures';
import { VouchersPage } from './vouchers-page';

const VOUCHERS = vkey('GET', 'vouchers');
const SESSIONS = vkey('GET', 'sessions');
const STATS = vkey('GET', 'stats');

const ACTIVE = voucherFixture();
const USED = voucherFixture({
  code: 'USED7890',
  status: 'used',
  duration: 5399,
  multi_user: true,
  used_by: ['AA:BB:CC:DD:EE:01'],
  first_used_at: '2026-11-21T09:00:00Z',
  remaining_time: 1200,
});
const CONNECTED = sessionFixture();
const ENDED = sessionFixture({ id: 42, status: 'disconnected', client_mac: 'AA:BB:CC:DD:EE:02' });

function setup(handlers: Record<string, MockHandler> = {}, path = '/vouchers') {
  const api = mockApi({
    [VOUCHERS]: () => ({ status: 200, body: voucherPage([ACTIVE, USED], 25) }),
    [SESSIONS]: () => ({ status: 200, body: sessionPage([CONNECTED, ENDED], 2) }),
    [STATS]: () => ({ status: 200, body: statsFixture() }),
    ...handlers,
  });
  const { router } = renderRoutes([{ path: '/vouchers', element: <VouchersPage /> }], { initialPath: path });
  return { ...api, router, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });
const rowTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-21T10:00:00'));
});
afterEach(() => vi.useRealTimers());

describe('VouchersPage', () => {
  it("lists vouchers with the spec's columns, whole minutes and 'Page X of Y'", async () => {
    signInVouchers();
    const { fetchMock } = setup();
    const rows = await screen.findAllByTestId('table-row');
    // The first column holds the row checkboxes (bulk Revoke).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Code',
      'Status',
      'Duration',
      'Multi-User',
      'Created At',
      'Expires At',
      'Actions',
    ]);
    expect(rowTexts(rows[1]!).slice(1, 5)).toEqual(['USED7890', 'Used', '89 min', 'Yes']);
    expect(rowTexts(rows[0]!).slice(1, 5)).toEqual(['ABCD2345', 'Active', '60 min', 'No']);
    expect(screen.getByTestId('table-page')).toHaveTextContent('Page 1 of 3');
    expect(voucherQueries(fetchMock, 'vouchers')[0]).toEqual({ page: '1', limit: '10' });
  });

  it('offers 10, 25 and 50 a page and keeps page and size in the URL', async () => {
    signInVouchers();
    const { fetchMock, router, user } = setup();
    await screen.findAllByTestId('table-row');
    expect(
      within(screen.getByLabelText('Rows per page'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(voucherQueries(fetchMock, 'vouchers').at(-1)).toEqual({ page: '2', limit: '10' }),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    await waitFor(() =>
      expect(voucherQueries(fetchMock, 'vouchers').at(-1)).toEqual({ page: '1', limit: '25' }),
    );
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows the statistics cards from /stats', async () => {
    signInVouchers();
    setup();
    const cards = await screen.findAllByTestId('stat-card');
    await waitFor(() => expect(cards[0]).toHaveTextContent('120'));
    expect(cards.map((c) => c.textContent)).toEqual([
      'Total Vouchers120',
      'Active Vouchers80',
      'Used Vouchers25',
      'Expired Vouchers10',
      'Total Sessions40',
      'Active Sessions7',
    ]);
  });

  it.each([
    ['vouchers', '/vouchers', VOUCHERS, voucherPage([], 0), 'No vouchers found'],
    ['sessions', '/vouchers?tab=sessions', SESSIONS, sessionPage([], 0), 'No sessions found'],
  ])('says so when there are no %s', async (_, path, key, body, text) => {
    signInVouchers();
    setup({ [key]: () => ({ status: 200, body }) }, path);
    expect(await screen.findByTestId('table-empty')).toHaveTextContent(text);
  });

  it.each([
    ['/vouchers', VOUCHERS, 'Failed to fetch vouchers.'],
    [
      '/vouchers?tab=sessions',
      SESSIONS,
      'Failed to fetch sessions. Please check if the backend server is running.',
    ],
  ])('shows the page error when %s cannot be fetched', async (path, key, text) => {
    signInVouchers();
    setup({ [key]: () => ({ status: 500, body: { detail: 'boom' } }) }, path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    // Not an empty list under it: nothing is known about the list.
    expect(screen.queryByTestId('table-empty')).toBeNull();
  });

  it('shows Create Voucher only to a partner that may create vouchers; otherwise only the date', async () => {
    signInVouchers();
    setup();
    expect(await screen.findByRole('button', { name: 'Create Voucher' })).toBeInTheDocument();
    expect(screen.getByTestId('vouchers-today')).toHaveTextContent('November 21st');
  });

  it.each([
    ['inactive', { is_active: false }],
    ['without a subscription plan', { subscription_plan: null }],
    ['overdue by five days', { has_not_paid_for_one_billing_five_days_ago: true }],
  ])('hides Create Voucher for a partner %s', async (_, patch) => {
    signInVouchers({ ...ABLE_PARTNER, ...patch });
    setup();
    await screen.findAllByTestId('table-row');
    expect(screen.queryByRole('button', { name: 'Create Voucher' })).toBeNull();
    expect(screen.getByTestId('vouchers-today')).toHaveTextContent('November 21st');
  });

  it('refreshes sessions and stats every 30 s only while the sessions tab is open', async () => {
    signInVouchers();
    const { callsTo, router, user } = setup();
    await screen.findAllByTestId('table-row');
    await waitFor(() => expect(callsTo(STATS)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    // The vouchers tab: nothing polls.
    expect(callsTo(STATS)).toHaveLength(1);
    expect(callsTo(SESSIONS)).toHaveLength(0);
    const vouchersBefore = callsTo(VOUCHERS).length;

    await user.click(screen.getByRole('tab', { name: 'Sessions' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sessions'));
    await waitFor(() => expect(callsTo(SESSIONS)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(callsTo(SESSIONS)).toHaveLength(2));
    expect(callsTo(STATS)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(callsTo(SESSIONS)).toHaveLength(3));
    expect(callsTo(STATS)).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Vouchers' }));
    await screen.findAllByTestId('table-row');
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(callsTo(SESSIONS)).toHaveLength(3);
    expect(callsTo(STATS)).toHaveLength(3);
    expect(callsTo(VOUCHERS).length).toBeGreaterThan(vouchersBefore);
  });

  it("lists sessions with the spec's columns", async () => {
    signInVouchers();
    setup({}, '/vouchers?tab=sessions');
    const rows = await screen.findAllByTestId('table-row');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Client IP',
      'Client MAC',
      'Status',
      'Type',
      'Start Time',
      'Duration',
      'Remaining Time',
      'Actions',
    ]);
    expect(rowTexts(rows[0]!).slice(0, 4)).toEqual([
      '10.0.0.23',
      'AA:BB:CC:DD:EE:01',
      'Connected',
      'Voucher',
    ]);
    expect(rowTexts(rows[0]!).slice(5, 7)).toEqual(['25 min', '34 min']);
  });
});

describe('voucher details and Revoke', () => {
  it('shows the details and revokes an active voucher after confirming', async () => {
    signInVouchers();
    const { user, callsTo } = setup({ [vkey('DELETE', 'vouchers/ABCD2345')]: () => ({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'View voucher ABCD2345' }));
    const details = await screen.findByRole('dialog', { name: 'Voucher Details' });
    expect(
      within(details)
        .getAllByTestId('detail-row')
        .map((r) => r.textContent),
    ).toEqual([
      'CodeABCD2345',
      'StatusActive',
      'Duration60 min',
      'Multi-UserNo',
      'Created11/21/2026, 8:00:00 am',
      'Expires11/22/2026, 8:00:00 am',
      'Used By—',
      'Remaining60 min',
    ]);
    const before = callsTo(VOUCHERS).length;
    await user.click(within(details).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to revoke this voucher?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await toast('Voucher revoked successfully')).toBeInTheDocument();
    expect(callsTo(vkey('DELETE', 'vouchers/ABCD2345'))).toHaveLength(1);
    await waitFor(() => expect(callsTo(VOUCHERS).length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no Revoke for a voucher that is not active', async () => {
    signInVouchers();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'View voucher USED7890' }));
    const details = await screen.findByRole('dialog', { name: 'Voucher Details' });
    expect(within(details).getByText('AA:BB:CC:DD:EE:01')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('says "Failed to revoke voucher" when the service refuses', async () => {
    signInVouchers();
    const { user } = setup({
      [vkey('DELETE', 'vouchers/ABCD2345')]: () => ({ status: 409, body: { detail: 'x' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'View voucher ABCD2345' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to revoke this voucher?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await toast('Failed to revoke voucher')).toBeInTheDocument();
  });
});

describe('Send by SMS', () => {
  const SMS = vkey('POST', 'vouchers/ABCD2345/sms/');
  const withSms = { ...ABLE_PARTNER, has_voucher_sms_feature_enabled: true };

  it('sends an active voucher to the typed phone', async () => {
    signInVouchers(withSms);
    const { user, callsTo } = setup({
      [SMS]: () => ({
        status: 201,
        body: { id: 1, status: 'sent', phone: '+250788123456', message: 'x', error: null },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'View voucher ABCD2345' }));
    const details = await screen.findByRole('dialog', { name: 'Voucher Details' });
    await user.type(within(details).getByLabelText(/Phone number/), '+250788123456');
    await user.click(within(details).getByRole('button', { name: 'Send by SMS' }));
    expect(await toast('Voucher sent by SMS to +250788123456')).toBeInTheDocument();
    expect(callsTo(SMS).map((c) => c.body)).toEqual([{ phone: '+250788123456' }]);
  });

  it("shows the server's phone error under the field", async () => {
    signInVouchers(withSms);
    const { user } = setup({
      [SMS]: () => ({ status: 400, body: { phone: ['Enter a phone number in international format.'] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'View voucher ABCD2345' }));
    await user.type(await screen.findByLabelText(/Phone number/), '12');
    await user.click(screen.getByRole('button', { name: 'Send by SMS' }));
    expect(await screen.findByText('Enter a phone number in international format.')).toBeInTheDocument();
  });

  it('is not offered without the add-on', async () => {
    signInVouchers();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'View voucher ABCD2345' }));
    expect(screen.queryByRole('button', { name: 'Send by SMS' })).toBeNull();
  });

  it('is not offered for a voucher that is not active', async () => {
    signInVouchers(withSms);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'View voucher USED7890' }));
    expect(await screen.findByRole('dialog', { name: 'Voucher Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send by SMS' })).toBeNull();
  });
});

describe('session details and Terminate', () => {
  it('terminates a connected session after confirming', async () => {
    signInVouchers();
    const { user, callsTo } = setup(
      { [vkey('DELETE', 'sessions/41')]: () => ({ status: 204 }) },
      '/vouchers?tab=sessions',
    );
    await user.click(await screen.findByRole('button', { name: 'View session AA:BB:CC:DD:EE:01' }));
    const details = await screen.findByRole('dialog', { name: 'Session Details' });
    expect(within(details).getByText('KGC-0001')).toBeInTheDocument();
    expect(within(details).getByText('1.5 MB')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Terminate' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to terminate this session?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    expect(await toast('Session terminated successfully')).toBeInTheDocument();
    expect(callsTo(vkey('DELETE', 'sessions/41'))).toHaveLength(1);
  });

  it('offers no Terminate for a session that has ended', async () => {
    signInVouchers();
    const { user } = setup({}, '/vouchers?tab=sessions');
    await user.click(await screen.findByRole('button', { name: 'View session AA:BB:CC:DD:EE:02' }));
    const details = await screen.findByRole('dialog', { name: 'Session Details' });
    expect(within(details).queryByRole('button', { name: 'Terminate' })).toBeNull();
  });

  it('says "Failed to terminate session" when the service refuses', async () => {
    signInVouchers();
    const { user } = setup(
      { [vkey('DELETE', 'sessions/41')]: () => ({ status: 500 }) },
      '/vouchers?tab=sessions',
    );
    await user.click(await screen.findByRole('button', { name: 'View session AA:BB:CC:DD:EE:01' }));
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to terminate this session?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    expect(await toast('Failed to terminate session')).toBeInTheDocument();
  });
});
