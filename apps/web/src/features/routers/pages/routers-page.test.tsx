import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TRouter } from '@ared/contract/routers';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage, renderRoutes } from '../../../test/render';
import { pageOf, realmFixture, routerFixture } from '../../../test/router-fixtures';
import { RoutersPage } from './routers-page';

const partner = { id: 7, name: 'Kigali Connect' };
const withSme = routerFixture({ id: 1, serial_number: 'ARD-0001', ssid: 'Cafe WiFi' });
const partnerOnly = routerFixture({
  id: 2,
  serial_number: 'ARD-0002',
  ssid: 'Lobby',
  sme: null,
  realm: null,
  partner,
  location: 'In Transit',
  is_online: true,
  otab: { status: 'downloading', update_progress: 42, time_remaining: 30 },
});
const inHub = routerFixture({
  id: 3,
  serial_number: 'ARD-0003',
  sme: null,
  has_been_assigned_xmrig: true,
  is_online: false,
});

function signIn() {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
}

function mockRouters(routers: TRouter[], extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET routers/': () => ({ status: 200, body: pageOf(routers, routers.length) }),
    'GET device-status/': () => ({ status: 200, body: {} }),
    ...extra,
  });
}

const urls = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === `/v1/${path}`);

const row = (serial: string) =>
  screen.getAllByTestId('table-row').find((r) => within(r).queryByText(serial)) as HTMLElement;

describe('RoutersPage list', () => {
  it("dates the Today badge on the partner's calendar, the day the header names", async () => {
    // 22:55 UTC on Sunday the 29th is 00:55 on Monday the 30th in Kigali (the fixture partner, UTC+2). A
    // browser west of UTC+1 is still on the 29th; the badge follows the partner, as the header does. The
    // process's own time zone is pinned to UTC here, so the browser's day and the partner's differ.
    vi.stubEnv('TZ', 'UTC');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T22:55:00Z'));
    try {
      signIn();
      mockRouters([withSme]);
      renderPage(<RoutersPage />, { path: '/routers' });
      expect(await screen.findByText('Monday, November 30, 2026')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    }
  });

  it('shows each row as the spec writes it', async () => {
    signIn();
    mockRouters([withSme, partnerOnly, inHub]);
    renderPage(<RoutersPage />, { path: '/routers' });
    expect(await screen.findByText('ARD-0002')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Allocated Routers' })).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();

    const smeRow = row('ARD-0001');
    expect(within(smeRow).getByText('Kimironko Coffee')).toBeInTheDocument();
    expect(within(smeRow).queryByText('PARTNER')).toBeNull();
    expect(within(smeRow).getByText('Kigali Central')).toBeInTheDocument();
    expect(within(smeRow).getByText('ARED OS')).toBeInTheDocument();
    expect(within(smeRow).getByText('2.4.1')).toBeInTheDocument();
    expect(within(smeRow).getByText('No update info')).toBeInTheDocument();
    expect(within(smeRow).getByRole('link', { name: 'View router ARD-0001' })).toHaveAttribute(
      'href',
      '/router-details/1',
    );
    expect(within(smeRow).queryByRole('button', { name: /Edit router/ })).toBeNull();

    const partnerRow = row('ARD-0002');
    expect(within(partnerRow).getByText('Kigali Connect')).toBeInTheDocument();
    expect(within(partnerRow).getByText('PARTNER')).toBeInTheDocument();
    expect(within(partnerRow).getByText('No Realm')).toBeInTheDocument();
    expect(within(partnerRow).getByText('Updating')).toBeInTheDocument();
    expect(within(partnerRow).getByText('42% complete')).toBeInTheDocument();
    expect(within(partnerRow).getByLabelText('In Transit')).toBeInTheDocument();
    expect(within(partnerRow).getByRole('button', { name: 'Edit router ARD-0002' })).toBeInTheDocument();

    const offlineRow = row('ARD-0003');
    expect(within(offlineRow).getByTestId('online-dot')).toHaveAttribute('data-online', 'false');
    expect(within(offlineRow).queryByText('No update info')).toBeNull();
  });

  it("says 'No Data Found' when the tab is empty", async () => {
    signIn();
    mockRouters([]);
    renderPage(<RoutersPage />, { path: '/routers' });
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it("asks for the partner's routers with the tab's filter, page size and ordering", async () => {
    const user = userEvent.setup();
    signIn();
    const { fetchMock } = mockRouters([withSme]);
    renderPage(<RoutersPage />, { path: '/routers' });
    await screen.findByText('ARD-0001');
    const first = urls(fetchMock, 'routers/')[0];
    expect(first?.searchParams.get('partner')).toBe('7');
    expect(first?.searchParams.get('page')).toBe('1');
    expect(first?.searchParams.get('page_size')).toBe('10');
    expect(first?.searchParams.has('has_been_assigned_sme')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'Unassigned' }));
    await waitFor(() =>
      expect(urls(fetchMock, 'routers/').at(-1)?.searchParams.get('has_been_assigned_sme')).toBe('false'),
    );
    await user.click(screen.getByRole('tab', { name: 'Assigned' }));
    await waitFor(() =>
      expect(urls(fetchMock, 'routers/').at(-1)?.searchParams.get('has_been_assigned_sme')).toBe('true'),
    );

    await user.click(await screen.findByRole('button', { name: /SSID/ }));
    await waitFor(() =>
      expect(urls(fetchMock, 'routers/').at(-1)?.searchParams.get('ordering')).toBe('ssid'),
    );
    await user.selectOptions(screen.getByLabelText('Rows per page'), '30');
    await waitFor(() => expect(urls(fetchMock, 'routers/').at(-1)?.searchParams.get('page_size')).toBe('30'));
  });

  it('lays the polled device status over the rows', async () => {
    signIn();
    const { fetchMock } = mockRouters([inHub], {
      'GET device-status/': () => ({
        status: 200,
        body: { 'ARD-0003': { is_online: true, last_seen: null, otab: null } },
      }),
    });
    renderPage(<RoutersPage />, { path: '/routers' });
    await waitFor(() =>
      expect(within(row('ARD-0003')).getByTestId('online-dot')).toHaveAttribute('data-online', 'true'),
    );
    expect(within(row('ARD-0003')).getByText('No update info')).toBeInTheDocument();
    const status = urls(fetchMock, 'device-status/')[0];
    expect(status?.searchParams.getAll('serial_numbers[]')).toEqual(['ARD-0003']);
  });

  it("says 'Could not fetch device statuses' when the status cannot be read", async () => {
    signIn();
    mockRouters([withSme], { 'GET device-status/': () => ({ status: 500, body: { detail: 'down' } }) });
    renderPage(<RoutersPage />, { path: '/routers' });
    expect(await screen.findByText('Could not fetch device statuses')).toBeInTheDocument();
  });

  it("says 'Could not fetch routers' when the list fails", async () => {
    signIn();
    mockApi({ 'GET routers/': () => ({ status: 500, body: { detail: 'boom' } }) });
    renderPage(<RoutersPage />, { path: '/routers' });
    expect(await screen.findByText('Could not fetch routers')).toBeInTheDocument();
  });
});

describe('RoutersPage filters', () => {
  const lastList = (fetchMock: { mock: { calls: unknown[][] } }) => urls(fetchMock, 'routers/').at(-1);
  const options = {
    'GET realms/': () => ({ status: 200, body: pageOf([realmFixture({ id: 5, name: 'Kigali Central' })]) }),
    'GET smes/': () => ({
      status: 200,
      body: pageOf([{ id: 9, name: 'Hotel Mille', unique_id: 'SME-009' }]),
    }),
  };

  it('opens filtered Offline from the URL (the Dashboard link) and clears the filters', async () => {
    const user = userEvent.setup();
    signIn();
    const { fetchMock } = mockRouters([inHub], options);
    const { router } = renderRoutes([{ path: '/routers', element: <RoutersPage /> }], {
      initialPath: '/routers?is_online=false&page=2',
    });
    await screen.findByText('ARD-0003');
    expect(urls(fetchMock, 'routers/')[0]?.searchParams.get('is_online')).toBe('false');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Offline');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastList(fetchMock)?.searchParams.has('is_online')).toBe(false));
    expect(lastList(fetchMock)?.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('names the realm and the SME the URL holds, asking for their options to do so', async () => {
    signIn();
    const { fetchMock } = mockRouters([withSme], options);
    renderRoutes([{ path: '/routers', element: <RoutersPage /> }], { initialPath: '/routers?realm=5&sme=9' });
    await screen.findByText('ARD-0001');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Realm' })).toHaveValue('Kigali Central · Partner realm'),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'SME' })).toHaveValue('Hotel Mille'));
    expect(urls(fetchMock, 'realms/').length).toBeGreaterThan(0);
  });

  it('asks for the chosen Status, realm and SME, keeps them in the URL and across the tabs', async () => {
    const user = userEvent.setup();
    signIn();
    const { fetchMock } = mockRouters([withSme], options);
    const { router } = renderRoutes([{ path: '/routers', element: <RoutersPage /> }], {
      initialPath: '/routers',
    });
    await screen.findByText('ARD-0001');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    // A filter's options are asked for when the partner reaches for it, not with every load of the list.
    expect(urls(fetchMock, 'realms/')).toHaveLength(0);
    expect(urls(fetchMock, 'smes/')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Online' }));
    await waitFor(() => expect(lastList(fetchMock)?.searchParams.get('is_online')).toBe('true'));

    await user.click(screen.getByRole('combobox', { name: 'Realm' }));
    await user.click(await screen.findByRole('option', { name: 'Kigali Central · Partner realm' }));
    await waitFor(() => expect(lastList(fetchMock)?.searchParams.get('realm')).toBe('5'));

    await user.click(screen.getByRole('combobox', { name: 'SME' }));
    await user.click(await screen.findByRole('option', { name: 'Hotel Mille' }));
    await waitFor(() => expect(lastList(fetchMock)?.searchParams.get('sme')).toBe('9'));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('is_online=true&realm=5&sme=9');

    await user.click(screen.getByRole('tab', { name: 'Assigned' }));
    await waitFor(() => expect(lastList(fetchMock)?.searchParams.get('has_been_assigned_sme')).toBe('true'));
    expect(lastList(fetchMock)?.searchParams.get('is_online')).toBe('true');
    expect(lastList(fetchMock)?.searchParams.get('realm')).toBe('5');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
