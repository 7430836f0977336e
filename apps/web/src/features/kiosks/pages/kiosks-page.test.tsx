import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TKiosk } from '@ared/contract/kiosks';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { KiosksPage } from './kiosks-page';

const kiosk = (overrides: Partial<TKiosk> = {}): TKiosk => ({
  id: 1,
  serial_number: 'HYK-KSK-0002',
  functional: true,
  router: false,
  kiosk_router: null,
  created: '2026-03-24T12:05:09Z',
  assigned_to: null,
  has_been_assigned_mf: false,
  lat: null,
  lon: null,
  ...overrides,
});
const ASSIGNED = kiosk({
  id: 2,
  serial_number: 'HYK-KSK-0001',
  router: true,
  kiosk_router: { id: 9, serial_number: 'HYK02400000' },
  assigned_to: { id: 5, full_name: 'Diane Uwase' },
  has_been_assigned_mf: true,
  functional: false,
});

function setup(handlers: Record<string, MockHandler> = {}, path = '/kiosks') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET kiosks/': () => ({ status: 200, body: pageOf([kiosk()]) }),
    ...handlers,
  });
  renderRoutes([{ path: '/kiosks', element: <KiosksPage /> }], { initialPath: path });
  return { ...api, user: userEvent.setup() };
}
const requested = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map((c) => new URL(String(c[0]), 'http://localhost'))
    .filter((u) => u.pathname === '/v1/kiosks/');
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('KiosksPage', () => {
  it('opens on Unassigned, asks for the free kiosks and shows the columns without Assigned To', async () => {
    const { fetchMock } = setup();
    expect(await screen.findByRole('heading', { name: 'Kiosks' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kiosks' });
    await within(table).findByText('HYK-KSK-0002');
    expect(screen.getByRole('tab', { name: 'Unassigned' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Serial number', 'Status', 'Has Router', 'Added', 'Action']);
    expect(requested(fetchMock)[0]!.searchParams.get('has_been_assigned_mf')).toBe('false');
    expect(within(table).getByText('Functional')).toBeInTheDocument();
    expect(within(table).getByText('No')).toBeInTheDocument();
  });

  it('shows Assigned To, the router and Damaged on the Assigned tab', async () => {
    const { fetchMock } = setup(
      { 'GET kiosks/': () => ({ status: 200, body: pageOf([ASSIGNED]) }) },
      '/kiosks?tab=assigned',
    );
    const table = await screen.findByRole('table', { name: 'Kiosks' });
    await within(table).findByText('Diane Uwase');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Assigned To');
    expect(within(table).getByText('Yes (HYK02400000)')).toBeInTheDocument();
    expect(within(table).getByText('Damaged')).toBeInTheDocument();
    expect(requested(fetchMock)[0]!.searchParams.get('has_been_assigned_mf')).toBe('true');
  });

  it('asks for every kiosk on All', async () => {
    const { fetchMock, user } = setup();
    await screen.findByText('HYK-KSK-0002');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(requested(fetchMock).length).toBeGreaterThan(1));
    expect(requested(fetchMock).at(-1)!.searchParams.has('has_been_assigned_mf')).toBe(false);
  });

  it("says 'Could not fetch kiosks at this time' when the list fails", async () => {
    setup({ 'GET kiosks/': () => ({ status: 500, body: { detail: 'boom' } }) });
    expect(await screen.findByText('Could not fetch kiosks at this time')).toBeInTheDocument();
  });

  it('unassigns behind the confirmation and shows a 206 detail as an error', async () => {
    const { user, callsTo } = setup(
      {
        'GET kiosks/': () => ({ status: 200, body: pageOf([ASSIGNED]) }),
        'POST kiosks/unassign-from-micro-franchisee/': () => ({
          status: 206,
          body: { detail: '0 kiosk(s) refused' },
        }),
      },
      '/kiosks?tab=assigned',
    );
    await user.click(await screen.findByRole('button', { name: 'Unassign' }));
    expect(
      await screen.findByText('Are You sure you want to unassign kiosk HYK-KSK-0001 from Diane Uwase?'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Unassign' }));
    expect(await toast('0 kiosk(s) refused')).toBeInTheDocument();
    expect(callsTo('POST kiosks/unassign-from-micro-franchisee/')[0]!.body).toEqual({ kiosks: [{ id: 2 }] });
  });
});
