import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TKiosk } from '@ared/contract/kiosks';
import type { TUserDetails } from '@ared/contract/users';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { MicroProfilePage } from './micro-profile-page';

const person = (overrides: Partial<TUserDetails> = {}): TUserDetails => ({
  id: 5,
  first_name: 'Diane',
  last_name: 'Uwase',
  full_name: 'Diane Uwase',
  email: 'diane@example.com',
  phone: '+250788000111',
  gender: 'Female',
  role: 'micro_franchisee',
  user_type: 'Micro Franchisee',
  is_active: true,
  status: 'active',
  partner: 3,
  sme: null,
  date_joined: '2026-03-24T12:05:09Z',
  date_of_birth: null,
  national_id_no: null,
  country: 'Rwanda',
  area_of_operation: null,
  has_kiosk: false,
  kiosk: null,
  changed_password_after_initial_login: false,
  ...overrides,
});
const kiosk = (id: number, serial: string): TKiosk => ({
  id,
  serial_number: serial,
  functional: true,
  router: false,
  kiosk_router: null,
  created: '2026-03-24T12:05:09Z',
  assigned_to: null,
  has_been_assigned_mf: false,
  lat: null,
  lon: null,
});

function setup({
  details = person(),
  own = [] as TKiosk[],
  free = [kiosk(7, 'HYK-KSK-0007'), kiosk(8, 'HYK-KSK-0008')],
  handlers = {} as Record<string, MockHandler>,
} = {}) {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
  const api = mockApi({
    'GET auth/users/5/details/': () => ({ status: 200, body: details }),
    ...handlers,
  });
  // GET kiosks/ answers by its query string (which the mock's key leaves out): the franchisee's kiosk or the free ones.
  const byQuery = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/v1/kiosks/' && (init?.method ?? 'GET') === 'GET') {
      const results = url.searchParams.has('assigned_to') ? own : free;
      return new Response(JSON.stringify(pageOf(results)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return byQuery(input, init);
  });
  renderRoutes(
    [
      { path: '/micro-profile-details/:id', element: <MicroProfilePage /> },
      { path: '/user-details/:id', element: <div data-testid="route-target">edit</div> },
    ],
    { initialPath: '/micro-profile-details/5' },
  );
  return { ...api, user: userEvent.setup() };
}
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('MicroProfilePage', () => {
  it('shows the side card and the profile fields, with the kiosk serial or -', async () => {
    setup({ own: [kiosk(3, 'HYK-KSK-0003')] });
    expect(await screen.findByRole('heading', { name: 'Diane Uwase', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/user-details/5');
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(screen.getByText('diane@example.com')).toBeInTheDocument();
    expect(screen.getByText('Rwanda')).toBeInTheDocument();
    expect(await screen.findByText('HYK-KSK-0003')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unassign Kiosk' })).toBeInTheDocument();
  });

  it('shows a suspended franchisee in red with Activate, and activates behind the confirmation', async () => {
    const { user, callsTo } = setup({
      details: person({ is_active: false, status: 'suspended' }),
      handlers: { 'PATCH auth/users/5/details/': () => ({ status: 200, body: person() }) },
    });
    const status = await screen.findByText('Suspended');
    expect(status.closest('[data-status]')).toHaveAttribute('data-status', 'suspended');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Are You sure you want to activate this user?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await toast('User activated successfully')).toBeInTheDocument();
    expect(callsTo('PATCH auth/users/5/details/')[0]!.body).toEqual({ is_active: true, status: 'active' });
  });

  it('suspends with is_active false and status suspended', async () => {
    const { user, callsTo } = setup({
      handlers: {
        'PATCH auth/users/5/details/': () => ({ status: 200, body: person({ is_active: false }) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await toast('User suspended successfully')).toBeInTheDocument();
    expect(callsTo('PATCH auth/users/5/details/')[0]!.body).toEqual({
      is_active: false,
      status: 'suspended',
    });
  });

  it('sends a password reset mail after the confirmation', async () => {
    const { user, callsTo } = setup({
      handlers: { 'POST auth/users/5/reset-password/': () => ({ status: 200, body: { detail: 'sent' } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(
      await screen.findByText('Are You sure you want to reset the password of this user?'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await toast("Password reset has been sent to the user's inbox.")).toBeInTheDocument();
    expect(callsTo('POST auth/users/5/reset-password/')).toHaveLength(1);
  });

  it('assigns a kiosk from the radio list; Assign waits for a choice', async () => {
    const { user, callsTo } = setup({
      handlers: {
        'POST kiosks/assign-to-micro-franchisee/': () => ({
          status: 200,
          body: { detail: 'Kiosk assigned' },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Assign Kiosk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Kiosk' });
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    await within(dialog).findByRole('radio', { name: 'HYK-KSK-0008' });
    expect(assign).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'HYK-KSK-0008' }));
    expect(assign).toBeEnabled();
    await user.click(assign);
    expect(await toast('Kiosk assigned')).toBeInTheDocument();
    expect(callsTo('POST kiosks/assign-to-micro-franchisee/')[0]!.body).toEqual({
      kiosks: [{ id: 8 }],
      micro_franchisee: 5,
    });
  });

  it("says 'No available kiosk.' when every kiosk is taken", async () => {
    const { user } = setup({ free: [] });
    await user.click(await screen.findByRole('button', { name: 'Assign Kiosk' }));
    expect(await screen.findByText('No available kiosk.')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Assign' })).toBeDisabled();
  });

  it('shows the Assessments empty text and three sample donuts', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Assessments' }));
    expect(await screen.findByText('Officer has not received any kiosk yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'OFFICER',
      'Date',
      'Action',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    for (const title of ['Commissions Report', 'Summary Report', 'Transaction Report'])
      expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getAllByText('Sample data')).toHaveLength(3);
  });

  it('says the franchisee is not found for an unknown id', async () => {
    setup({
      handlers: { 'GET auth/users/5/details/': () => ({ status: 404, body: { detail: 'Not found.' } }) },
    });
    await waitFor(() => expect(screen.getByTestId('micro-profile-missing')).toBeInTheDocument());
  });
});
