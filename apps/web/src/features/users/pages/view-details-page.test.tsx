import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TUserDetails } from '@ared/contract/users';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { userDetailsFixture } from '../user-test-fixtures';
import { ViewDetailsPage } from './view-details-page';

function setup(reply: { status: number; body?: TUserDetails | object }, role = 'partner_admin') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role }));
  let current = reply;
  const api = mockApi({
    'GET auth/users/21/details/': () => current,
    'PATCH auth/users/21/details/': ({ body }) => {
      const b = body as { is_active: boolean; status: 'active' | 'suspended' };
      current = { status: 200, body: userDetailsFixture({ is_active: b.is_active, status: b.status }) };
      return current;
    },
  });
  renderRoutes([{ path: '/view-details/:id', element: <ViewDetailsPage /> }], {
    initialPath: '/view-details/21',
  });
  return { ...api, user: userEvent.setup() };
}
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('ViewDetailsPage', () => {
  it('shows the profile, Edit Profile and Suspend for an active user', async () => {
    setup({ status: 200, body: userDetailsFixture() });
    expect(await screen.findByRole('heading', { name: 'Eric Mugisha', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('eric@example.com')).toBeInTheDocument();
    expect(screen.getByText('Field Officer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/user-details/21');
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
  });

  it('suspends after the confirmation: {is_active: false, status: suspended}, toast, status red', async () => {
    const { user, callsTo } = setup({ status: 200, body: userDetailsFixture() });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are You sure you want to suspend Eric Mugisha?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await toast('User suspended successfully')).toBeInTheDocument();
    expect(callsTo('PATCH auth/users/21/details/')[0]!.body).toEqual({
      is_active: false,
      status: 'suspended',
    });
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByText('Suspended').closest('[data-status]')).toHaveAttribute(
      'data-status',
      'suspended',
    );
  });

  it('activates a suspended user', async () => {
    const { user, callsTo } = setup({
      status: 200,
      body: userDetailsFixture({ is_active: false, status: 'suspended' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(await toast('User activated successfully')).toBeInTheDocument();
    expect(callsTo('PATCH auth/users/21/details/')[0]!.body).toEqual({ is_active: true, status: 'active' });
  });

  it('hides Edit Profile and Suspend from partner staff', async () => {
    setup({ status: 200, body: userDetailsFixture() }, 'partner_staff');
    expect(await screen.findByRole('heading', { name: 'Eric Mugisha', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it("toasts 'Could not fetch user details' when the call fails", async () => {
    setup({ status: 500, body: { detail: 'boom' } });
    expect(await toast('Could not fetch user details')).toBeInTheDocument();
  });
});
