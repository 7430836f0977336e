import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf, realmFixture } from '../../../test/router-fixtures';
import { RealmsPage } from './realms-page';

const PARTNER_REALM = realmFixture({ id: 5, name: 'Kigali Central', no_of_routers: 4 });
const SME_REALM = realmFixture({
  id: 6,
  name: 'Cafe Realm',
  type: 'sme_realm',
  realm_type: 'Sub Realm',
  sme: { id: 9, name: 'Kimironko Coffee' },
  created: '2025-02-01T16:00:00',
});

function signedIn() {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
}

const queryOf = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === `/v1/${path}`)
    .map((u) => Object.fromEntries(u.searchParams));

const realmsApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET realms/': () => ({ status: 200, body: pageOf([PARTNER_REALM, SME_REALM]) }),
    'GET smes/': () => ({
      status: 200,
      body: pageOf([{ id: 9, name: 'Kimironko Coffee', unique_id: 'SME-9' }]),
    }),
    ...extra,
  });

const renderRealms = (path = '/realms') =>
  renderRoutes(
    [
      { path: '/realms', element: <RealmsPage /> },
      { path: '/realms/:id/details', element: <div data-testid="route-target">details</div> },
    ],
    { initialPath: path },
  );

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('RealmsPage', () => {
  it('opens on Partner Realms and asks for partner realms of the partner', async () => {
    signedIn();
    const { fetchMock } = realmsApi();
    renderRealms();
    expect(screen.getByRole('tab', { name: 'Partner Realms' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Kigali Central')).toBeInTheDocument();
    expect(queryOf(fetchMock, 'realms/')[0]).toMatchObject({
      partner: '7',
      type: 'partner_realm',
      page: '1',
    });
    expect(headers()).toEqual(['Name', 'Type', 'Routers', 'Added', 'Action']);
    expect(screen.getByText('1/10/2025, 9:30:00 am', { exact: false })).toBeInTheDocument();
  });

  it('shows the Sme column on the Sme Realms tab only', async () => {
    const user = userEvent.setup();
    signedIn();
    const { fetchMock } = realmsApi();
    const { router } = renderRealms();
    await screen.findByText('Kigali Central');
    await user.click(screen.getByRole('tab', { name: 'Sme Realms' }));
    expect(router.state.location.search).toBe('?tab=sme');
    await waitFor(() => expect(queryOf(fetchMock, 'realms/').at(-1)).toMatchObject({ type: 'sme_realm' }));
    expect(headers()).toEqual(['Name', 'Type', 'Sme', 'Routers', 'Added', 'Action']);
    expect(await screen.findByText('Kimironko Coffee')).toBeInTheDocument();
  });

  it('opens the realm details from View', async () => {
    const user = userEvent.setup();
    signedIn();
    realmsApi();
    const { router } = renderRealms();
    await user.click(await screen.findByRole('link', { name: 'View Kigali Central' }));
    expect(router.state.location.pathname).toBe('/realms/5/details');
  });

  it('sends nothing while the name is empty', async () => {
    const user = userEvent.setup();
    signedIn();
    const { callsTo } = realmsApi();
    renderRealms();
    await user.click(screen.getByRole('button', { name: 'Add Realm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Realm' });
    const submit = within(dialog).getByRole('button', { name: 'Add Realm' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Realm Name/), '   ');
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(callsTo('POST realms/')).toHaveLength(0);
  });

  it("adds My Realm with {name, partner} and says 'Realm Added Successfully'", async () => {
    const user = userEvent.setup();
    signedIn();
    const { callsTo } = realmsApi({
      'POST realms/': () => ({
        status: 201,
        body: { detail: 'Realm Added Successfully', realm: PARTNER_REALM },
      }),
    });
    renderRealms();
    await user.click(screen.getByRole('button', { name: 'Add Realm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Realm' });
    await user.type(within(dialog).getByLabelText(/Realm Name/), 'Nyamirambo');
    await user.click(within(dialog).getByRole('button', { name: 'Add Realm' }));
    expect(await screen.findByText('Realm Added Successfully')).toBeInTheDocument();
    expect(callsTo('POST realms/')[0]?.body).toEqual({ name: 'Nyamirambo', partner: 7 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Realm' })).not.toBeInTheDocument());
  });

  it('asks an SME realm for its SME and sends {name, sme}; shows the server detail on 201', async () => {
    const user = userEvent.setup();
    signedIn();
    const { callsTo } = realmsApi({
      'POST realms/': () => ({
        status: 201,
        body: { detail: 'Realm created for Kimironko Coffee', realm: SME_REALM },
      }),
    });
    const { router } = renderRealms();
    await user.click(screen.getByRole('button', { name: 'Add Realm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Realm' });
    expect(within(dialog).queryByPlaceholderText('Search an SME')).not.toBeInTheDocument();
    await user.click(within(dialog).getByText('SME Realm'));
    await user.type(within(dialog).getByLabelText(/Realm Name/), 'Cafe Realm');
    const submit = within(dialog).getByRole('button', { name: 'Add Realm' });
    expect(submit).toBeDisabled(); // no SME yet
    await user.click(within(dialog).getByPlaceholderText('Search an SME'));
    await user.click(await screen.findByRole('option', { name: 'Kimironko Coffee' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Realm created for Kimironko Coffee')).toBeInTheDocument();
    expect(callsTo('POST realms/')[0]?.body).toEqual({ name: 'Cafe Realm', sme: 9 });
    // The new realm's tab opens.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sme'));
  });

  it('shows the server field error under the name when refused', async () => {
    const user = userEvent.setup();
    signedIn();
    realmsApi({
      'POST realms/': () => ({ status: 400, body: { name: ['A realm with this name already exists.'] } }),
    });
    renderRealms();
    await user.click(screen.getByRole('button', { name: 'Add Realm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Realm' });
    await user.type(within(dialog).getByLabelText(/Realm Name/), 'Kigali Central');
    await user.click(within(dialog).getByRole('button', { name: 'Add Realm' }));
    expect(await within(dialog).findByText('A realm with this name already exists.')).toBeInTheDocument();
  });
});
