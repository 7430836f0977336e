import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TDeviceLocation } from '@ared/contract/locations';
import { mockApi } from '../../../test/fetch-mock';
import { preloadMaps } from '../../../test/preload-maps';
import { renderRoutes } from '../../../test/render';
import { LocationsClusterPage } from './locations-cluster-page';

const device = (i: number, overrides: Partial<TDeviceLocation> = {}): TDeviceLocation => ({
  kind: 'router',
  id: i,
  serial_number: `ARD-${String(i).padStart(4, '0')}`,
  ip_address: `10.8.0.${i}`,
  lat: -1.95 + i * 0.0001,
  lon: 30.06,
  ...overrides,
});

const reply = (results: TDeviceLocation[], extra: { count?: number; truncated?: boolean } = {}) => ({
  status: 200,
  body: { count: extra.count ?? results.length, truncated: extra.truncated ?? false, results },
});

const renderPage = (path = '/locations-cluster') =>
  renderRoutes([{ path: '/locations-cluster', element: <LocationsClusterPage /> }], { initialPath: path });

/** The `type` of every locations call (the mock keys calls by path only). */
function recordTypes(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return () =>
    fetchMock.mock.calls.map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('type'),
    );
}

beforeAll(preloadMaps, 60_000);

describe('LocationsClusterPage', () => {
  it('has the tabs All, Router Locations and Kiosk Locations and asks for the matching type', async () => {
    const user = userEvent.setup();
    const types = recordTypes(mockApi({ 'GET locations/': () => reply([device(1)]) }).fetchMock);
    const { router } = renderPage();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(types()).toEqual(['all']));
    await user.click(screen.getByRole('tab', { name: 'Router Locations' }));
    await waitFor(() => expect(types()).toEqual(['all', 'routers']));
    expect(router.state.location.search).toBe('?tab=routers');
    await user.click(screen.getByRole('tab', { name: 'Kiosk Locations' }));
    await waitFor(() => expect(types()).toEqual(['all', 'routers', 'kiosks']));
  });

  it('opens on the tab named in the URL', async () => {
    mockApi({ 'GET locations/': () => reply([]) });
    renderPage('/locations-cluster?tab=kiosks');
    expect(screen.getByRole('tab', { name: 'Kiosk Locations' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('locations-empty')).toBeInTheDocument();
  });

  it('counts a cluster and lists the serial numbers and IP addresses of its first 10 devices', async () => {
    mockApi({ 'GET locations/': () => reply(Array.from({ length: 12 }, (_, i) => device(i + 1))) });
    renderPage();
    const cluster = await screen.findByTitle('12 devices');
    expect(cluster).toHaveTextContent('12');
    fireEvent.click(cluster);
    const popup = await screen.findByTestId('cluster-popup');
    expect(within(popup).getAllByText('Serial Number:', { exact: false })).toHaveLength(10);
    expect(within(popup).getByText('ARD-0001')).toBeInTheDocument();
    expect(within(popup).getByText('10.8.0.1')).toBeInTheDocument();
    expect(within(popup).getByText('and 2 more')).toBeInTheDocument();
  });

  it('shows the serial number and IP address of a single device', async () => {
    mockApi({ 'GET locations/': () => reply([device(7, { kind: 'kiosk', ip_address: null })]) });
    renderPage();
    fireEvent.click(await screen.findByAltText('ARD-0007'));
    const popup = await screen.findByTestId('device-popup');
    expect(popup).toHaveTextContent('Kiosk');
    expect(popup).toHaveTextContent('Serial Number: ARD-0007');
    expect(popup).toHaveTextContent('IP Address: —');
  });

  it('says so when the server mapped only the first 1000 devices', async () => {
    mockApi({ 'GET locations/': () => reply([device(1)], { count: 1450, truncated: true }) });
    renderPage();
    expect(await screen.findByTestId('truncated-note')).toHaveTextContent(
      'Showing the first 1000 of 1450 located devices',
    );
  });

  it('does not show the note when everything is mapped', async () => {
    mockApi({ 'GET locations/': () => reply([device(1), device(2)]) });
    renderPage();
    expect(await screen.findByTestId('device-count')).toHaveTextContent('2 devices on the map');
    expect(screen.queryByTestId('truncated-note')).not.toBeInTheDocument();
  });
});
