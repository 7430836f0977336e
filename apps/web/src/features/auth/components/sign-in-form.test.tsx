import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAuthState } from '../../../lib/auth-store';
import { deferred, mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { SignInForm } from './sign-in-form';

const renderSignIn = () => renderPage(<SignInForm />, { targets: ['/otp', '/change-password'] });
const button = () => screen.getByRole('button', { name: /Log In|Logging In|Fetching user info|Sending OTP/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Email/), 'premium.admin@example.com');
  await user.type(screen.getByLabelText(/Password/), 'Demo@2345');
}

describe('SignInForm', () => {
  it('is disabled while the form is invalid and shows the validation messages', async () => {
    const user = userEvent.setup();
    renderSignIn();
    expect(button()).toHaveTextContent('Log In');
    expect(button()).toBeDisabled();

    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Password/));
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(button()).toBeDisabled();

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'premium.admin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'x');
    expect(button()).toBeEnabled();
  });

  it('goes through Logging In..., Fetching user info..., Sending OTP Token to your email... and lands on /otp', async () => {
    const user = userEvent.setup();
    const token = deferred<{ status: number; body: unknown }>();
    const me = deferred<{ status: number; body: unknown }>();
    const otp = deferred<{ status: number; body: unknown }>();
    const { callsTo } = mockApi({
      'POST auth/jwt/create/': () => token.promise,
      'GET auth/users/me/': () => me.promise,
      'POST 2fa/': () => otp.promise,
    });
    renderSignIn();
    await fillValid(user);
    await user.click(button());

    await waitFor(() => expect(button()).toHaveTextContent('Logging In...'));
    expect(button()).toBeDisabled();
    expect(callsTo('POST auth/jwt/create/')[0]?.body).toEqual({
      phone: 'premium.admin@example.com',
      password: 'Demo@2345',
    });

    token.resolve({ status: 200, body: { access: 'a1', refresh: 'r1' } });
    await waitFor(() => expect(button()).toHaveTextContent('Fetching user info...'));
    expect(button()).toBeDisabled();

    me.resolve({ status: 200, body: meFixture() });
    await waitFor(() => expect(button()).toHaveTextContent('Sending OTP Token to your email...'));
    expect(button()).toBeDisabled();

    otp.resolve({ status: 200, body: { detail: 'OTP sent to your email.' } });
    expect(await screen.findByTestId('route-target')).toHaveTextContent('/otp');
    expect(await screen.findByText('OTP sent to your email.')).toBeInTheDocument();
    expect(getAuthState()).toMatchObject({
      accessToken: 'a1',
      refreshToken: 'r1',
      partnerId: 7,
      isAuthenticated: true,
    });
    expect(localStorage.getItem('ared/activeId')).toBe('0');
  });

  it('shows the server detail when the credentials are refused', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST auth/jwt/create/': () => ({
        status: 401,
        body: { detail: 'No active account found with the given credentials' },
      }),
    });
    renderSignIn();
    await fillValid(user);
    await user.click(button());
    expect(await screen.findByText('No active account found with the given credentials')).toBeInTheDocument();
    expect(button()).toHaveTextContent('Log In');
    expect(getAuthState().accessToken).toBeNull();
  });

  it("falls back to 'Login failed.' without a server detail", async () => {
    const user = userEvent.setup();
    mockApi({ 'POST auth/jwt/create/': () => ({ status: 502 }) });
    renderSignIn();
    await fillValid(user);
    await user.click(button());
    expect(await screen.findByText('Login failed.')).toBeInTheDocument();
  });

  it('refuses roles other than partner_admin / partner_staff', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'POST auth/jwt/create/': () => ({ status: 200, body: { access: 'a', refresh: 'r' } }),
      'GET auth/users/me/': () => ({ status: 200, body: meFixture({ role: 'sme_admin' }) }),
    });
    renderSignIn();
    await fillValid(user);
    await user.click(button());
    expect(await screen.findByText('No partner account associated with this user')).toBeInTheDocument();
    expect(button()).toHaveTextContent('Log In');
    expect(getAuthState()).toMatchObject({ accessToken: null, user: null, isAuthenticated: false });
    expect(callsTo('POST 2fa/')).toHaveLength(0);
  });

  it('sends a user with the default password to /change-password without an OTP', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'POST auth/jwt/create/': () => ({ status: 200, body: { access: 'a', refresh: 'r' } }),
      'GET auth/users/me/': () => ({
        status: 200,
        body: meFixture({ email: 'new.admin@example.com', changed_password_after_initial_login: false }),
      }),
    });
    renderSignIn();
    await fillValid(user);
    await user.click(button());
    expect(await screen.findByTestId('route-target')).toHaveTextContent('/change-password');
    expect(callsTo('POST 2fa/')).toHaveLength(0);
    expect(getAuthState().isAuthenticated).toBe(true);
  });
});
