import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { preloadMaps } from '../../../test/preload-maps';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { routerFixture } from '../../../test/router-fixtures';
import { RouterDetailsPage } from '../pages/router-details-page';

const renderDetails = () =>
  renderRoutes([{ path: '/router-details/:id', element: <RouterDetailsPage /> }], {
    initialPath: '/router-details/41',
  });

afterEach(() => clearSession());

beforeAll(preloadMaps, 60_000);

describe('Device key', () => {
  it('lets a partner admin issue a new key after a confirmation that the current key stops, and shows it once', async () => {
    const user = userEvent.setup();
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture({ role: 'partner_admin' }));
    const api = mockApi({
      'GET routers/41/': () => ({ status: 200, body: routerFixture() }),
      'POST routers/41/device-key/': () => ({
        status: 200,
        body: { serial_number: 'ARD-0001', device_key: 'ared_dk_secret' },
      }),
    });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Device Key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue a new device key?' });
    expect(within(confirm).getByText(/current key stops working at once/)).toBeInTheDocument();
    expect(api.callsTo('POST routers/41/device-key/')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Issue New Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Device key' });
    expect(await within(dialog).findByTestId('device-key')).toHaveTextContent('ared_dk_secret');
    expect(api.callsTo('POST routers/41/device-key/')).toHaveLength(1);
    expect(within(dialog).getByText(/shown only once/)).toBeInTheDocument();
  });

  it('issues nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture({ role: 'partner_admin' }));
    const api = mockApi({ 'GET routers/41/': () => ({ status: 200, body: routerFixture() }) });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Device Key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue a new device key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST routers/41/device-key/')).toHaveLength(0);
  });

  it('is not offered to partner staff', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture({ role: 'partner_staff' }));
    mockApi({ 'GET routers/41/': () => ({ status: 200, body: routerFixture() }) });
    renderDetails();
    expect(await screen.findByRole('button', { name: 'Get QR Code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Device Key' })).not.toBeInTheDocument();
  });
});
