import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TRealm } from '@ared/contract/realms';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf, realmFixture, routerFixture } from '../../../test/router-fixtures';
import { RealmDetailsPage } from './realm-details-page';

const SME_REALM = realmFixture({
  id: 6,
  name: 'Cafe Realm',
  type: 'sme_realm',
  realm_type: null,
  sme: { id: 9, name: 'Kimironko Coffee' },
  no_of_routers: 1,
});
const IN_REALM = routerFixture({ id: 41, serial_number: 'ARD-0041', realm: { id: 6, name: 'Cafe Realm' } });
const FREE = routerFixture({ id: 42, serial_number: 'ARD-0042', realm: null, is_online: false });

function signedIn(role: 'partner_admin' | 'partner_staff' = 'partner_admin') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role }));
}

/** GET routers/ answers by its `realm` parameter: the realm's routers, or (realm=) those without one. */
const routersByRealm = (fetchMock: ReturnType<typeof mockApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/v1/routers/')
    .map((u) => u.searchParams.get('realm'));

function detailsApi(realm: TRealm = SME_REALM, extra: Record<string, MockHandler> = {}) {
  const api = mockApi({
    [`GET realms/${realm.id}/`]: () => ({ status: 200, body: realm }),
    'GET routers/': () => {
      const lastRealm = routersByRealm(api.fetchMock).at(-1);
      return { status: 200, body: pageOf(lastRealm === '' ? [FREE] : [IN_REALM]) };
    },
    ...extra,
  });
  return api;
}

// Tabs other features fill (app/ composes them); stand-ins show which realm they were given.
const OTHER_TABS = [
  {
    value: 'vouchers',
    label: 'Vouchers',
    Panel: ({ record }: { record: TRealm }) => <p>vouchers of {record.name}</p>,
  },
  { value: 'adverts', label: 'Adverts', Panel: () => <p>adverts</p> },
];

const renderDetails = (path = '/realms/6/details') =>
  renderRoutes(
    [
      { path: '/realms/:id/details', element: <RealmDetailsPage tabs={OTHER_TABS} /> },
      { path: '/smes/:id', element: <div data-testid="route-target">sme</div> },
      { path: '/router-details/:id', element: <div data-testid="route-target">router</div> },
    ],
    { initialPath: path },
  );

const summaryValue = (label: string) =>
  within(screen.getByTestId('realm-summary')).getByRole('rowheader', { name: label }).nextElementSibling;

describe('RealmDetailsPage', () => {
  it('shows Realms Details first, then the tabs it is given, each in ?tab=', async () => {
    const user = userEvent.setup();
    signedIn();
    detailsApi();
    const { router } = renderDetails();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Realms Details',
      'Vouchers',
      'Adverts',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Vouchers' }));
    expect(router.state.location.search).toBe('?tab=vouchers');
    expect(await screen.findByText('vouchers of Cafe Realm')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Realms Details' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens an unknown ?tab= on Realms Details', async () => {
    signedIn();
    detailsApi();
    renderDetails('/realms/6/details?tab=nope');
    expect(screen.getByRole('tab', { name: 'Realms Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('summarises the realm with a link to its SME', async () => {
    const user = userEvent.setup();
    signedIn();
    detailsApi();
    const { router } = renderDetails();
    expect(await screen.findByRole('heading', { name: 'Cafe Realm' })).toBeInTheDocument();
    expect(summaryValue('Type')).toHaveTextContent('SME Realm');
    expect(summaryValue('Number of Routers')).toHaveTextContent('1');
    expect(summaryValue('Created')).toHaveTextContent('1/10/2025, 9:30:00 am');
    await user.click(
      within(screen.getByTestId('realm-summary')).getByRole('link', { name: 'Kimironko Coffee' }),
    );
    expect(router.state.location.pathname).toBe('/smes/9');
  });

  it('offers Edit to partner_admin only', async () => {
    signedIn('partner_staff');
    detailsApi();
    renderDetails();
    await screen.findByTestId('realm-summary');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers no Edit on a partner realm (nothing on it is editable)', async () => {
    signedIn('partner_admin');
    detailsApi(realmFixture({ id: 6 }));
    renderDetails();
    await screen.findByTestId('realm-summary');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('requires a type to save an SME realm and sends {name, type}', async () => {
    const user = userEvent.setup();
    signedIn('partner_admin');
    const { callsTo } = detailsApi(SME_REALM, {
      // The body's `type` is the realm type; the response keeps `type` for the kind (sme_realm).
      'PATCH realms/6/': ({ body }) => {
        const { name, type } = body as { name: string; type: 'Independent Realm' };
        return { status: 200, body: { ...SME_REALM, name, realm_type: type } };
      },
    });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Realm' });
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled(); // no type yet
    await user.click(within(dialog).getByRole('combobox', { name: /Realm Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Independent Realm' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Realm' })).not.toBeInTheDocument());
    expect(callsTo('PATCH realms/6/')[0]?.body).toEqual({ name: 'Cafe Realm', type: 'Independent Realm' });
    expect(summaryValue('Type')).toHaveTextContent('Independent Realm');
    expect(await screen.findByText('Realm Updated Successfully')).toBeInTheDocument();
  });

  it('only logs a failed realm update (no toast)', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn('partner_admin');
    detailsApi(realmFixture({ ...SME_REALM, realm_type: 'Sub Realm' }), {
      'PATCH realms/6/': () => ({ status: 500, body: { detail: 'Server error' } }),
    });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Realm' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Could not update the realm', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
  });

  it("lists the realm's routers; a router's view opens router-details", async () => {
    const user = userEvent.setup();
    signedIn();
    const { fetchMock } = detailsApi();
    const { router } = renderDetails();
    expect(await screen.findByText('ARD-0041')).toBeInTheDocument();
    expect(routersByRealm(fetchMock)[0]).toBe('6');
    expect(screen.queryByRole('checkbox', { name: 'Select ARD-0041' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View ARD-0041' }));
    expect(router.state.location.pathname).toBe('/router-details/41');
  });

  it('Add Routers lists routers without a realm and assigns the selected ones', async () => {
    const user = userEvent.setup();
    signedIn();
    const { fetchMock, callsTo } = detailsApi(SME_REALM, {
      'POST routers/add-to-realm/': () => ({ status: 200, body: { detail: 'Routers added to the realm' } }),
    });
    renderDetails();
    await screen.findByText('ARD-0041');
    await user.click(screen.getByRole('button', { name: 'Add Routers' }));
    expect(await screen.findByText('ARD-0042')).toBeInTheDocument();
    expect(routersByRealm(fetchMock).at(-1)).toBe('');
    await user.click(screen.getByRole('checkbox', { name: 'Select ARD-0042' }));
    await user.click(
      within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Assign Realm Routers' }),
    );
    expect(await screen.findByText('Routers added to the realm')).toBeInTheDocument();
    expect(callsTo('POST routers/add-to-realm/')[0]?.body).toEqual({ realm: 6, routers: [42] });
    // Back to the realm's routers.
    expect(await screen.findByRole('button', { name: 'Add Routers' })).toBeInTheDocument();
  });

  it('shows a 206 detail as an error and keeps the selection', async () => {
    const user = userEvent.setup();
    signedIn();
    detailsApi(SME_REALM, {
      'POST routers/add-to-realm/': () => ({ status: 206, body: { detail: 'ARD-0042 could not be added' } }),
    });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Add Routers' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select ARD-0042' }));
    await user.click(screen.getByRole('button', { name: 'Assign Realm Routers' }));
    expect(await screen.findByText('ARD-0042 could not be added')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('1 Rows selected');
  });

  it("says 'Could not assign the router(s) to the realm' when the call fails", async () => {
    const user = userEvent.setup();
    signedIn();
    detailsApi(SME_REALM, { 'POST routers/add-to-realm/': () => ({ status: 500 }) });
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Add Routers' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select ARD-0042' }));
    await user.click(screen.getByRole('button', { name: 'Assign Realm Routers' }));
    expect(await screen.findByText('Could not assign the router(s) to the realm')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown realm', async () => {
    signedIn();
    mockApi({ 'GET realms/99/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    renderDetails('/realms/99/details');
    expect(await screen.findByTestId('realm-not-found')).toHaveTextContent('Realm not found');
  });
});
