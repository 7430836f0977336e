import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../lib/auth-store';
import { mockApi } from '../../test/fetch-mock';
import { meFixture } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { pageOf, realmFixture } from '../../test/router-fixtures';
import { voucherFixture } from '../../features/vouchers/voucher-test-fixtures';
import { queriesTo } from '../../features/billing/components/billing-test-helpers';
import { mediaFileFixture } from '../../features/media/media-test-fixtures';
import { advertFixture } from '../../features/adverts/advert-test-fixtures';
import { RealmDetailsRoute } from './realm-details-route';

describe('RealmDetailsRoute', () => {
  it("composes Realms Details with the Vouchers, Adverts and Offline Files tabs of their features; Vouchers lists the realm's", async () => {
    const user = userEvent.setup();
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture());
    const { fetchMock } = mockApi({
      'GET realms/6/': () => ({ status: 200, body: realmFixture({ id: 6, name: 'Cafe Realm' }) }),
      'GET routers/': () => ({ status: 200, body: pageOf([]) }),
      'GET files/': () => ({
        status: 200,
        body: pageOf([mediaFileFixture({ original_file_name: 'safari.mp4' })]),
      }),
      'GET vouchers/': () => ({
        status: 200,
        body: pageOf([voucherFixture({ realm: { id: 6, name: 'Cafe Realm' } })]),
      }),
      'GET verts/': () => ({
        status: 200,
        body: pageOf([advertFixture({ title: 'Happy hour', realm: { id: 6, name: 'Cafe Realm' } })]),
      }),
    });
    renderRoutes([{ path: '/realms/:id/details', element: <RealmDetailsRoute /> }], {
      initialPath: '/realms/6/details',
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Realms Details',
      'Vouchers',
      'Adverts',
      'Offline Files',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Vouchers' }));
    expect(await screen.findByText('ABCD2345')).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'vouchers/')[0]).toEqual({ realm: '6', page: '1', page_size: '10' });
    await user.click(screen.getByRole('tab', { name: 'Adverts' }));
    expect(await screen.findByText('Happy hour')).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'verts/')[0]).toEqual({ realm: '6', page: '1', page_size: '10' });
    await user.click(screen.getByRole('tab', { name: 'Offline Files' }));
    expect(await screen.findByText('safari.mp4')).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'files/')[0]).toEqual({
      realm: '6',
      status: 'Enabled',
      page: '1',
      page_size: '10',
    });
  });

  it("the Offline Files tab's delete disables the file; a failure says 'Could not delete media at this time'", async () => {
    const user = userEvent.setup();
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture());
    let fail = false;
    const { callsTo } = mockApi({
      'GET realms/6/': () => ({ status: 200, body: realmFixture({ id: 6, name: 'Cafe Realm' }) }),
      'GET routers/': () => ({ status: 200, body: pageOf([]) }),
      'GET files/': () => ({
        status: 200,
        body: pageOf([mediaFileFixture({ id: 31, original_file_name: 'safari.mp4' })]),
      }),
      'PATCH files/31/': () => (fail ? { status: 500 } : { status: 200, body: mediaFileFixture({ id: 31 }) }),
    });
    renderRoutes([{ path: '/realms/:id/details', element: <RealmDetailsRoute /> }], {
      initialPath: '/realms/6/details?tab=offline-files',
    });
    const toast = (text: string) =>
      screen.findByText(text, { selector: '.mantine-Notification-description' });
    await user.click(await screen.findByRole('button', { name: 'Delete safari.mp4' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await toast('Media has been successfully deleted')).toBeInTheDocument();
    expect(callsTo('PATCH files/31/')[0]!.body).toEqual({ status: 'Disabled' });
    fail = true;
    await user.click(await screen.findByRole('button', { name: 'Delete safari.mp4' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await toast('Could not delete media at this time')).toBeInTheDocument();
  });
});
