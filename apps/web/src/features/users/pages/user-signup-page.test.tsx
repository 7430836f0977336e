import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { userDetailsFixture } from '../user-test-fixtures';
import { UserSignupPage } from './user-signup-page';

function setup(path: string, handlers: Parameters<typeof mockApi>[0], role = 'partner_admin') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role, partner: partnerFixture('Kiosk') }));
  const api = mockApi(handlers);
  renderRoutes(
    [
      { path: '/user-signup', element: <UserSignupPage /> },
      { path: '/user-details/:id', element: <UserSignupPage /> },
      { path: '/system-admin', element: <p>System Admins list</p> },
      { path: '/view-details/:id', element: <p>User profile</p> },
    ],
    { initialPath: path },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });

describe('User SignUp', () => {
  it('registers a field officer as form data, then toasts and goes to /system-admin', async () => {
    const { user, callsTo } = setup('/user-signup', {
      'POST auth/users/': () => ({ status: 201, body: userDetailsFixture() }),
    });
    expect(await screen.findByRole('heading', { name: 'User SignUp', level: 1 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Eric');
    await user.type(screen.getByLabelText('Last Name'), 'Mugisha');
    await user.type(screen.getByLabelText('Email'), 'eric@example.com');
    await user.type(screen.getByLabelText(/Phone Number/), '+250 788 123 456');
    await user.click(screen.getByRole('combobox', { name: /User Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Field Officer' }));
    expect(screen.getByLabelText('Role')).toHaveValue('field_officer');
    await user.click(screen.getByRole('button', { name: 'Register User' }));
    expect(await toast('user added Successfully')).toBeInTheDocument();
    expect(await screen.findByText('System Admins list')).toBeInTheDocument();
    const sent = callsTo('POST auth/users/')[0]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('phone')).toBe('+250788123456');
    expect(sent.get('role')).toBe('field_officer');
    expect(sent.get('partner')).toBe('7');
  });

  it("shows the server's field errors under the fields (first message)", async () => {
    const { user } = setup('/user-signup', {
      'POST auth/users/': () => ({
        status: 400,
        body: {
          email: ['user with this email already exists.', 'second'],
          phone: ['Enter a valid phone number.'],
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Register User' }));
    expect(await screen.findByText('user with this email already exists.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });

  it('edit mode: Update User sends only the changed fields; Cancel goes back to view-details', async () => {
    const { user, callsTo } = setup('/user-details/21', {
      'GET auth/users/21/details/': () => ({ status: 200, body: userDetailsFixture() }),
      'PATCH auth/users/21/details/': () => ({
        status: 200,
        body: userDetailsFixture({ first_name: 'Erik' }),
      }),
    });
    const first = await screen.findByLabelText('First Name');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/view-details/21');
    await user.clear(first);
    await user.type(first, 'Erik');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    expect(await toast('User updated Successfully')).toBeInTheDocument();
    expect(callsTo('PATCH auth/users/21/details/')[0]!.body).toEqual({ first_name: 'Erik' });
    expect(await screen.findByText('User profile')).toBeInTheDocument();
  });

  it('shows partner staff no form', async () => {
    setup('/user-signup', {}, 'partner_staff');
    expect(await screen.findByText('Only a partner admin can register or edit users.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register User' })).not.toBeInTheDocument();
  });
});
