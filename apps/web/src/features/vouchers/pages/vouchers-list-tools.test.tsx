import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import {
  signInVouchers,
  statsFixture,
  vkey,
  voucherFixture,
  voucherPage,
  voucherQueries,
} from '../voucher-test-fixtures';
import { VouchersPage } from './vouchers-page';

const VOUCHERS = vkey('GET', 'vouchers');
const STATS = vkey('GET', 'stats');
const BULK = vkey('POST', 'vouchers/revoke/bulk');
const BATCHES = vkey('GET', 'vouchers/batches');

const ACTIVE = voucherFixture();
const OTHER = voucherFixture({ code: 'WXYZ6789' });
const USED = voucherFixture({ code: 'USED7890', status: 'used' });

function setup(handlers: Record<string, MockHandler> = {}, path = '/vouchers') {
  const api = mockApi({
    [VOUCHERS]: () => ({ status: 200, body: voucherPage([ACTIVE, OTHER, USED]) }),
    [STATS]: () => ({ status: 200, body: statsFixture() }),
    ...handlers,
  });
  const { router } = renderRoutes([{ path: '/vouchers', element: <VouchersPage /> }], { initialPath: path });
  return { ...api, router, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });
const lastQuery = (fetchMock: Parameters<typeof voucherQueries>[0]) =>
  voucherQueries(fetchMock, 'vouchers').at(-1);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-21T10:00:00'));
  signInVouchers();
});
afterEach(() => vi.useRealTimers());

describe('the Vouchers list: search and filters', () => {
  it('searches by code, keeps it in the URL and asks the server for it on page 1', async () => {
    const { fetchMock, router } = setup({}, '/vouchers?page=2');
    await screen.findAllByTestId('table-row');
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .type(screen.getByPlaceholderText('Search by code'), 'abcd');
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ page: '1', limit: '10', search: 'abcd' }));
    expect(router.state.location.search).toBe('?search=abcd');
  });

  it('reads the filters from the URL and sends them with the server’s names', async () => {
    const { fetchMock } = setup({}, '/vouchers?status=used&start_date=2026-11-01&end_date=2026-11-20');
    await screen.findAllByTestId('table-row');
    expect(lastQuery(fetchMock)).toEqual({
      page: '1',
      limit: '10',
      status: 'used',
      start_date: '2026-11-01',
      end_date: '2026-11-20',
    });
    expect(screen.getByLabelText('Created from')).toHaveValue('2026-11-01');
  });

  it('clears every filter at once', async () => {
    const { user, fetchMock, router } = setup({}, '/vouchers?status=used&search=AB&page_size=25');
    await screen.findAllByTestId('table-row');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page_size=25'));
    expect(lastQuery(fetchMock)).toEqual({ page: '1', limit: '25' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows a reversed range on its field and does not ask the server for it', async () => {
    const { fetchMock } = setup({}, '/vouchers?start_date=2026-11-20&end_date=2026-11-01');
    await screen.findAllByTestId('table-row');
    expect(screen.getByText('The end date should be greater than the start date')).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toEqual({ page: '1', limit: '10' });
  });
});

describe('the Vouchers list: bulk Revoke', () => {
  it('revokes the selected vouchers after confirming and says how many', async () => {
    const { user, callsTo } = setup({
      [BULK]: () => ({
        status: 200,
        body: {
          revoked_count: 2,
          revoked: ['ABCD2345', 'WXYZ6789'],
          skipped: [
            { code: 'USED7890', reason: 'not_active', detail: 'Only an active voucher can be revoked.' },
          ],
        },
      }),
    });
    await screen.findAllByTestId('table-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to revoke 3 voucher(s)?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await toast('Successfully revoked 2 voucher(s) (1 skipped: not active)')).toBeInTheDocument();
    expect(callsTo(BULK)[0]!.body).toEqual({ codes: ['ABCD2345', 'WXYZ6789', 'USED7890'] });
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument());
  });

  it('offers Revoke only when a selected voucher is active', async () => {
    const { user } = setup();
    await screen.findAllByTestId('table-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select USED7890' }));
    expect(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Revoke' })).toBeDisabled();
  });

  it('says "Failed to revoke voucher" when the service refuses, and keeps the selection', async () => {
    const { user } = setup({ [BULK]: () => ({ status: 500, body: { detail: 'boom' } }) });
    await screen.findAllByTestId('table-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select ABCD2345' }));
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Are you sure you want to revoke 1 voucher(s)?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await toast('Failed to revoke voucher')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-bar')).toBeInTheDocument();
  });
});

describe('Past batches', () => {
  const batch = (id: string, created: string) => ({
    batch_id: id,
    created_at: created,
    count: 20,
    duration: 3600,
    multi_user: false,
    expiry_date: '2026-11-30T08:00:00',
    realm: null,
    is_uniform: id !== 'mixed',
  });

  it('lists the batches newest first and pages on to the older ones', async () => {
    const pages = [
      { batches: [batch('b2', '2026-11-20T08:00:00')], next_before: '2026-11-20T08:00:00.000Z' },
      { batches: [batch('b1', '2026-11-10T08:00:00')], next_before: null },
    ];
    const { user, fetchMock } = setup({ [BATCHES]: () => ({ status: 200, body: pages.shift() }) });
    await user.click(screen.getByRole('button', { name: 'Past batches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher batches' });
    expect(await within(dialog).findAllByTestId('voucher-batch')).toHaveLength(1);
    expect(
      within(dialog).getByText('Vouchers: 20 · Duration: 60 min · Realm: All routers'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show older batches' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('voucher-batch')).toHaveLength(2));
    expect(voucherQueries(fetchMock, 'vouchers/batches')).toEqual([
      { limit: '10' },
      { limit: '10', before: '2026-11-20T08:00:00.000Z' },
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Show older batches' })).toBeNull();
  });

  it('says when a batch’s vouchers differ instead of showing one of them', async () => {
    const { user } = setup({
      [BATCHES]: () => ({
        status: 200,
        body: { batches: [batch('mixed', '2026-11-20T08:00:00')], next_before: null },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Past batches' }));
    expect(await screen.findByText('Vouchers: 20 · Mixed durations or realms')).toBeInTheDocument();
  });

  it('says when there is no batch yet', async () => {
    const { user } = setup({ [BATCHES]: () => ({ status: 200, body: { batches: [], next_before: null } }) });
    await user.click(screen.getByRole('button', { name: 'Past batches' }));
    expect(await screen.findByText('No batches yet')).toBeInTheDocument();
  });
});
