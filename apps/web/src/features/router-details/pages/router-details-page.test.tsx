import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { preloadMaps } from '../../../test/preload-maps';
import { renderRoutes } from '../../../test/render';
import { routerFixture } from '../../../test/router-fixtures';
import { RouterDetailsPage } from './router-details-page';

const renderDetails = (path = '/router-details/41') =>
  renderRoutes([{ path: '/router-details/:id', element: <RouterDetailsPage /> }], { initialPath: path });

const cellOf = (label: string) =>
  within(screen.getByTestId('router-details-table')).getByRole('rowheader', { name: label })
    .nextElementSibling;

beforeAll(preloadMaps, 60_000);

describe('RouterDetailsPage', () => {
  it("titles the page 'Router - {serial}' and lists the router's rows", async () => {
    mockApi({ 'GET routers/41/': () => ({ status: 200, body: routerFixture({ functional: false }) }) });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Router - ARD-0001' })).toBeInTheDocument();
    expect(cellOf('Status')).toHaveTextContent('Damaged');
    expect(cellOf('On Field')).toHaveTextContent('Yes');
    expect(cellOf('Kiosk Serial')).toHaveTextContent('KSK-0003');
    expect(cellOf('Last Contact')).toHaveTextContent('3/24/2025, 2:05:09 pm');
    expect(cellOf('Assigned To')).toHaveTextContent('Kimironko Coffee');
  });

  it('shows the router on the map when it has a position', async () => {
    mockApi({ 'GET routers/41/': () => ({ status: 200, body: routerFixture() }) });
    renderDetails();
    expect(await screen.findByRole('region', { name: 'Location of router ARD-0001' })).toBeInTheDocument();
    expect(screen.getByAltText('Location of router ARD-0001')).toBeInTheDocument();
    expect(screen.queryByText('Device Location Not Yet Set')).not.toBeInTheDocument();
  });

  it("says 'Device Location Not Yet Set' instead of a map without lat and lon", async () => {
    mockApi({ 'GET routers/41/': () => ({ status: 200, body: routerFixture({ lat: null, lon: null }) }) });
    renderDetails();
    expect(await screen.findByText('Device Location Not Yet Set')).toBeInTheDocument();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
    expect(screen.queryByTestId('map-loading')).not.toBeInTheDocument();
  });

  it('shows the serial as a QR code and text, and prints only those', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockApi({ 'GET routers/41/': () => ({ status: 200, body: routerFixture() }) });
    renderDetails();
    expect(screen.queryByTestId('qr-print-area')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Get QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Router QR Code' });
    expect(within(dialog).getByRole('img', { name: 'QR code of ARD-0001' }).tagName).toBe('svg');
    expect(within(dialog).getByTestId('router-qr-serial')).toHaveTextContent('ARD-0001');

    // The printout: a direct child of <body> holding the QR code and the serial, nothing else.
    const area = screen.getByTestId('qr-print-area');
    expect(area.parentElement).toBe(document.body);
    expect(area.children).toHaveLength(2);
    expect(area.children[0]?.tagName).toBe('svg');
    expect(area.children[1]).toHaveTextContent(/^ARD-0001$/);
    expect(area.textContent).toBe('ARD-0001');
    expect(within(area).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('hides everything but the print area on paper, and the print area on screen', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET routers/41/': () => ({ status: 200, body: routerFixture() }) });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Get QR Code' }));
    await screen.findByRole('dialog', { name: 'Router QR Code' });
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const [screenPart, printPart] = css.split('@media print');
    expect(screenPart).toMatch(/\.ared-qr-print\s*{\s*display:\s*none;/);
    expect(printPart).toMatch(/body > :not\(\.ared-qr-print\)\s*{\s*display:\s*none !important;/);
    expect(printPart).toMatch(/\.ared-qr-print\s*{\s*display:\s*flex !important;/);
    expect(screen.getByTestId('qr-print-area')).toHaveClass('ared-qr-print');
  });

  it("shows the box's RADIUS status under its details", async () => {
    mockApi({
      'GET routers/41/': () => ({ status: 200, body: routerFixture() }),
      'GET routers/41/radius/': () => ({
        status: 200,
        body: {
          router: 41,
          has_secret: true,
          require_message_authenticator: 'yes',
          message_authenticator_seen_at: null,
          message_authenticator_required: true,
          last_problem: null,
        },
      }),
    });
    renderDetails();
    const card = await screen.findByTestId('router-radius-card');
    expect(within(card).getByRole('heading', { name: 'RADIUS' })).toBeInTheDocument();
    expect(await within(card).findByText('No problems')).toBeInTheDocument();
    expect(within(card).getByText('Always')).toBeInTheDocument();
  });

  it("shows a not-found state for a 404 and logs 'Router could not be found' (no toast)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET routers/99/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    renderDetails('/router-details/99');
    expect(await screen.findByTestId('router-not-found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Router not found' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Router could not be found', expect.anything());
    expect(screen.queryByText('Router could not be found')).not.toBeInTheDocument();
  });

  it('does not ask the server for an id that is not a number', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockApi({});
    renderDetails('/router-details/abc');
    expect(await screen.findByTestId('router-not-found')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
