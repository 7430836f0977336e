import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TRouter } from '@ared/contract/routers';
import { setTokens, setUser } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { pageOf, realmFixture, routerFixture } from '../../../test/router-fixtures';
import { RoutersPage } from './routers-page';

const partner = { id: 7, name: 'Kigali Connect' };
const a = routerFixture({ id: 1, serial_number: 'ARD-0001', sme: null, realm: null, partner });
const b = routerFixture({
  id: 2,
  serial_number: 'ARD-0002',
  sme: null,
  realm: { id: 5, name: 'Kigali Central' },
  partner,
});
const c = routerFixture({
  id: 3,
  serial_number: 'ARD-0003',
  has_been_assigned_xmrig: true,
  realm: { id: 6, name: 'Huye' },
});

function setup(routers: TRouter[], extra: Record<string, MockHandler> = {}) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET routers/': () => ({ status: 200, body: pageOf(routers) }),
    'GET device-status/': () => ({ status: 200, body: {} }),
    ...extra,
  });
  renderPage(<RoutersPage />, { path: '/routers' });
  return { ...api, user: userEvent.setup() };
}

const select = async (user: ReturnType<typeof userEvent.setup>, ...serials: string[]) => {
  for (const serial of serials)
    await user.click(await screen.findByRole('checkbox', { name: `Select ${serial}` }));
};
const bulk = (name: string) => within(screen.getByTestId('bulk-bar')).getByRole('button', { name });

describe('router bulk actions', () => {
  it('enables each button by the spec rule for the selection', async () => {
    const { user } = setup([a, b, c]);
    await select(user, 'ARD-0001');
    expect(screen.getByText('1 Rows selected')).toBeInTheDocument();
    expect(bulk('Assign Hash Hub')).toBeEnabled();
    expect(bulk('Unassign Hash Hub')).toBeDisabled();
    expect(bulk('Assign Realm')).toBeEnabled();
    expect(bulk('Unassign Realm')).toBeDisabled();
    expect(bulk('Assign SME')).toBeEnabled();
    expect(bulk('Unassign SME')).toBeEnabled();
    expect(bulk('Unassign Partner')).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select ARD-0001' }));
    await select(user, 'ARD-0003');
    expect(bulk('Assign Hash Hub')).toBeDisabled();
    expect(bulk('Unassign Hash Hub')).toBeEnabled();
    expect(bulk('Assign Realm')).toBeDisabled();
    expect(bulk('Unassign Realm')).toBeEnabled();
  });

  it('assigns the selected routers to a realm and clears the selection', async () => {
    const { user, callsTo } = setup([a, b], {
      'GET realms/': () => ({ status: 200, body: pageOf([realmFixture({ id: 5, name: 'Kigali Central' })]) }),
      'POST routers/add-to-realm/': () => ({ status: 200, body: { detail: 'Routers added to realm' } }),
    });
    await select(user, 'ARD-0001', 'ARD-0002');
    await user.click(bulk('Assign Realm'));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Router to Realm' });
    const submit = within(dialog).getByRole('button', { name: 'Assign' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Realm' }));
    await user.click(await screen.findByRole('option', { name: 'Kigali Central · Partner realm' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Routers added to realm')).toBeInTheDocument();
    expect(callsTo('POST routers/add-to-realm/')[0]?.body).toEqual({ realm: 5, routers: [1, 2] });
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument());
  });

  it('unassigns realms per realm after the confirmation', async () => {
    const { user, callsTo } = setup([a, b, c], {
      'PATCH routers/add-to-realm/': () => ({ status: 200, body: { detail: 'Routers removed from realm' } }),
    });
    await select(user, 'ARD-0001', 'ARD-0002', 'ARD-0003');
    await user.click(bulk('Unassign Realm'));
    expect(
      await screen.findByText('Are you sure you want to unassign the selected router(s) from the realm?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('Routers removed from realm')).toBeInTheDocument();
    expect(callsTo('PATCH routers/add-to-realm/').map((call) => call.body)).toEqual([
      { realm: 5, routers: [2] },
      { realm: 6, routers: [3] },
    ]);
  });

  it('unassign realm failure says so (server detail first)', async () => {
    const { user } = setup([b], { 'PATCH routers/add-to-realm/': () => ({ status: 500, body: {} }) });
    await select(user, 'ARD-0002');
    await user.click(bulk('Unassign Realm'));
    await user.click(await screen.findByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('Could not unassign the router(s) from the realm')).toBeInTheDocument();
  });

  it('assigns an SME (required) and reports a 206 as an error', async () => {
    const errorToast = vi.spyOn(notify, 'error');
    const { user, callsTo } = setup([a], {
      'GET smes/': () => ({
        status: 200,
        body: pageOf([{ id: 9, name: 'Hotel Mille', unique_id: 'SME-009' }]),
      }),
      'PATCH routers/assign-to-sme/': () => ({
        status: 206,
        body: { detail: 'Some routers were not assigned' },
      }),
    });
    await select(user, 'ARD-0001');
    await user.click(bulk('Assign SME'));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Router to SME' });
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'SME' }));
    await user.click(await screen.findByRole('option', { name: 'Hotel Mille (SME-009)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Some routers were not assigned')).toBeInTheDocument();
    expect(errorToast).toHaveBeenCalledWith('Some routers were not assigned');
    expect(callsTo('PATCH routers/assign-to-sme/')[0]?.body).toEqual({ sme: 9, routers: [1] });
  });

  it("unassign SME asks first with the spec's texts, then calls add-to-sme", async () => {
    const { user, callsTo } = setup([c], {
      'PATCH routers/add-to-sme/': () => ({ status: 200, body: { detail: 'SME unassigned' } }),
    });
    await select(user, 'ARD-0003');
    await user.click(bulk('Unassign SME'));
    expect(
      await screen.findByText('Are you sure you want to unassign SME from the selected router(s)?'),
    ).toBeInTheDocument();
    expect(screen.getByText('They will immediately lose access')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('SME unassigned')).toBeInTheDocument();
    expect(callsTo('PATCH routers/add-to-sme/')[0]?.body).toEqual({ routers: [3] });
  });

  it("unassign partner: 200 shows 'Router removed', 206 shows the detail as an error", async () => {
    let status = 200;
    const errorToast = vi.spyOn(notify, 'error');
    const { user } = setup([a], {
      'PATCH routers/assign-to-partner/': () =>
        status === 200
          ? { status: 200, body: { detail: 'Router removed' } }
          : { status: 206, body: { detail: 'ARD-0001 could not be removed' } },
    });
    await select(user, 'ARD-0001');
    await user.click(bulk('Unassign Partner'));
    expect(
      await screen.findByText('Are you sure you want to unassign yourself from the selected router(s)?'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You will immediately lose access and you would need support from the provider to get it back',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('Router removed')).toBeInTheDocument();
    expect(errorToast).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument());

    status = 206;
    await select(user, 'ARD-0001');
    await user.click(bulk('Unassign Partner'));
    await user.click(await screen.findByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('ARD-0001 could not be removed')).toBeInTheDocument();
    expect(errorToast).toHaveBeenCalledWith('ARD-0001 could not be removed');
    expect(screen.getByTestId('bulk-bar')).toBeInTheDocument();
  });

  it('Assign Hash Hub skips routers already in it with the info text', async () => {
    const { user, callsTo } = setup([a, c], {
      'POST yocto/partner/7/miner/': () => ({ status: 201, body: [] }),
    });
    await select(user, 'ARD-0001', 'ARD-0003');
    await user.click(bulk('Assign Hash Hub'));
    expect(
      await screen.findByText('The selected router is already assigned to the mining Hash Hub'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The selected router assigned to the mining Hash Hub'),
    ).toBeInTheDocument();
    expect(callsTo('POST yocto/partner/7/miner/')[0]?.body).toEqual([1]);
  });

  it('Unassign Hash Hub removes the miners of the selected routers', async () => {
    const { user, callsTo } = setup([c], {
      'GET yocto/partner/7/miner/': () => ({
        status: 200,
        body: [
          {
            id: 70,
            router: 3,
            router_ssid: 'x',
            router_serial_number: 'ARD-0003',
            mining_start_time: null,
            mining_end_time: null,
            status: 'running',
            partner: 7,
          },
        ],
      }),
      'DELETE yocto/partner/7/miner/70/': () => ({ status: 204 }),
    });
    await select(user, 'ARD-0003');
    await user.click(bulk('Unassign Hash Hub'));
    expect(await screen.findByText('Router unassigned from the mining Hash Hub')).toBeInTheDocument();
    expect(callsTo('DELETE yocto/partner/7/miner/70/')).toHaveLength(1);
  });

  it('a failed Hash Hub assignment says so', async () => {
    const { user } = setup([a], { 'POST yocto/partner/7/miner/': () => ({ status: 500, body: {} }) });
    await select(user, 'ARD-0001');
    await user.click(bulk('Assign Hash Hub'));
    expect(await screen.findByText('Could not assign the router to the mining Hash Hub')).toBeInTheDocument();
  });
});
