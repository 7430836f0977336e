import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TMiner } from '@ared/contract/miners';
import { setTokens, setUser } from '../../../../lib/auth-store';
import { notify } from '../../../../lib/notify';
import { mockApi, type MockHandler } from '../../../../test/fetch-mock';
import { meFixture } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';
import { HashHubPanel } from './hash-hub-panel';

const miner = (over: Partial<TMiner>): TMiner => ({
  id: 1,
  router: 11,
  router_ssid: 'Cafe WiFi',
  router_serial_number: 'ARD-0011',
  mining_start_time: '14:05:00',
  mining_end_time: '06:30:00',
  status: 'inactive',
  partner: 7,
  ...over,
});

const MINERS = [
  miner({ id: 1, status: 'inactive' }),
  miner({ id: 2, router: 12, router_ssid: 'Lobby', router_serial_number: 'ARD-0012', status: 'running' }),
  miner({
    id: 3,
    router: 13,
    router_ssid: 'Hall',
    router_serial_number: 'ARD-0013',
    status: 'paused',
    mining_start_time: null,
  }),
];

function setup(extra: Record<string, MockHandler> = {}) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET yocto/partner/mining-wallet-stats': () => ({
      status: 200,
      body: {
        pending_balance: 0.012345,
        last_block_reward: 0.6,
        total_paid: 1.5,
        last_share_submitted: null,
        total_hashes_submitted: 1234567,
        hash_rate: 1530,
        currency: 'XMR',
      },
    }),
    'GET yocto/partner/7/miner/': () => ({ status: 200, body: MINERS }),
    ...extra,
  });
  renderPage(<HashHubPanel />, { path: '/routers' });
  return { ...api, user: userEvent.setup() };
}

const minerRow = (ssid: string) =>
  screen.getAllByTestId('table-row').find((r) => within(r).queryByText(ssid)) as HTMLElement;

describe('HashHubPanel', () => {
  it('shows the six wallet figures and the miners with h:mm A times', async () => {
    setup();
    expect(await screen.findByText('0.012345 XMR')).toBeInTheDocument();
    for (const title of [
      'Pending Balance',
      'Last Block Reward',
      'Total Paid',
      'Last Share Submitted',
      'Total Hashes Submitted',
      'Hash Rate',
    ])
      expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('1,234,567')).toBeInTheDocument();
    expect(screen.getByText('1.53 kH/s')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();

    const row = await waitFor(() => minerRow('Cafe WiFi'));
    expect(within(row).getByText('2:05 PM')).toBeInTheDocument();
    expect(within(row).getByText('6:30 AM')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Start Mining' })).toBeInTheDocument();
    expect(within(minerRow('Lobby')).getByRole('button', { name: 'Pause Mining' })).toBeInTheDocument();
    expect(within(minerRow('Hall')).getByRole('button', { name: 'Resume Mining' })).toBeInTheDocument();
  });

  it("Start Mining sends {status: running, partner, router} and says 'Miner status updated to running'", async () => {
    const { user, callsTo } = setup({
      'PATCH yocto/partner/7/miner/1/': () => ({ status: 200, body: miner({ id: 1, status: 'running' }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start Mining' }));
    expect(await screen.findByText('Miner status updated to running')).toBeInTheDocument();
    expect(callsTo('PATCH yocto/partner/7/miner/1/')[0]?.body).toEqual({
      status: 'running',
      partner: 7,
      router: 11,
    });
  });

  it('Pause Mining and Resume Mining send paused and running', async () => {
    const { user, callsTo } = setup({
      'PATCH yocto/partner/7/miner/2/': () => ({ status: 200, body: miner({ id: 2, status: 'paused' }) }),
      'PATCH yocto/partner/7/miner/3/': () => ({ status: 500, body: {} }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pause Mining' }));
    expect(await screen.findByText('Miner status updated to paused')).toBeInTheDocument();
    expect(callsTo('PATCH yocto/partner/7/miner/2/')[0]?.body).toMatchObject({ status: 'paused' });
    await user.click(screen.getByRole('button', { name: 'Resume Mining' }));
    expect(await screen.findByText('Could not update the miner status')).toBeInTheDocument();
    expect(callsTo('PATCH yocto/partner/7/miner/3/')[0]?.body).toMatchObject({ status: 'running' });
  });

  it('removes a router from the Hash Hub after confirming', async () => {
    const { user, callsTo } = setup({ 'DELETE yocto/partner/7/miner/2/': () => ({ status: 204 }) });
    await user.click(await screen.findByRole('button', { name: 'Remove from Hash Hub: ARD-0012' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from Hash Hub' }),
    );
    expect(await screen.findByText('Router unassigned from the mining Hash Hub')).toBeInTheDocument();
    expect(callsTo('DELETE yocto/partner/7/miner/2/')).toHaveLength(1);
  });

  it('says in place (no toast) when the wallet stats cannot be read', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errorToast = vi.spyOn(notify, 'error');
    setup({ 'GET yocto/partner/mining-wallet-stats': () => ({ status: 500, body: {} }) });
    expect(await screen.findByTestId('hash-hub-error')).toHaveTextContent(
      'Could not fetch the mining wallet stats',
    );
    expect(errorToast).not.toHaveBeenCalled();
    expect(errorLog).toHaveBeenCalled();
  });

  it('says so when the removal fails', async () => {
    const { user } = setup({ 'DELETE yocto/partner/7/miner/2/': () => ({ status: 500, body: {} }) });
    await user.click(await screen.findByRole('button', { name: 'Remove from Hash Hub: ARD-0012' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from Hash Hub' }),
    );
    expect(
      await screen.findByText('Could not unassign the router from the mining Hash Hub'),
    ).toBeInTheDocument();
  });
});
