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
import { RealmDetailsRoute } from './realm-details-route';

describe('RealmDetailsRoute', () => {
  it("composes Realms Details with the Vouchers, Adverts and Offline Files tabs of their features; Vouchers lists the realm's", async () => {
    const user = userEvent.setup();
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture());
    const { fetchMock } = mockApi({
      'GET realms/6/': () => ({ status: 200, body: realmFixture({ id: 6, name: 'Cafe Realm' }) }),
      'GET routers/': () => ({ status: 200, body: pageOf([]) }),
      'GET vouchers/': () => ({
        status: 200,
        body: pageOf([voucherFixture({ realm: { id: 6, name: 'Cafe Realm' } })]),
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
    await user.click(screen.getByRole('tab', { name: 'Offline Files' }));
    expect(await screen.findByTestId('realm-tab-placeholder')).toHaveTextContent(
      'Offline Files — coming in a later release',
    );
  });
});
