import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getAuthState,
  markAuthenticated,
  markOtpVerified,
  setTokens,
  setUser,
} from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ChangePasswordPage } from './change-password-page';

const submit = () => screen.getByRole('button', { name: 'Change & Continue' });

function signInNewAdmin() {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ email: 'new.admin@example.com', changed_password_after_initial_login: false }));
  markAuthenticated();
}

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'NewPass@1') {
  await user.type(screen.getByLabelText(/Current Password/), 'Demo@2345');
  await user.type(screen.getByLabelText(/^New Password/), 'NewPass@1');
  await user.type(screen.getByLabelText(/Confirm New Password/), confirm);
}

describe('ChangePasswordPage', () => {
  it('shows the required-change text and keeps the button disabled while invalid', async () => {
    signInNewAdmin();
    renderPage(<ChangePasswordPage />, { path: '/change-password' });
    expect(
      screen.getByText(
        'You are required to change the default password you received in your email after the registration',
      ),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it("says 'Passwords must match' when the confirmation differs", async () => {
    const user = userEvent.setup();
    signInNewAdmin();
    renderPage(<ChangePasswordPage />, { path: '/change-password' });
    await fill(user, 'Different@1');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('enforces 6 to 50 characters', async () => {
    const user = userEvent.setup();
    signInNewAdmin();
    renderPage(<ChangePasswordPage />, { path: '/change-password' });
    await user.type(screen.getByLabelText(/^New Password/), '12345');
    await user.tab();
    expect(await screen.findByText('The password must be 6 to 50 characters long')).toBeInTheDocument();
  });

  it('changes the password, then requests the OTP and goes to /otp', async () => {
    const user = userEvent.setup();
    signInNewAdmin();
    const { callsTo } = mockApi({
      'POST users/update-password/': () => ({
        status: 200,
        body: { detail: 'Password changed successfully' },
      }),
      'POST 2fa/': () => ({ status: 200, body: { detail: 'OTP sent to your email.' } }),
    });
    renderPage(<ChangePasswordPage />, { path: '/change-password', targets: ['/otp', '/dashboard'] });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByTestId('route-target')).toHaveTextContent('/otp');
    expect(callsTo('POST users/update-password/')[0]?.body).toEqual({
      current_password: 'Demo@2345',
      new_password: 'NewPass@1',
    });
    expect(callsTo('POST 2fa/')).toHaveLength(1);
    expect(screen.getByText('Password changed successfully')).toBeInTheDocument();
    expect(getAuthState().user?.changed_password_after_initial_login).toBe(true);
  });

  it('goes straight to /dashboard when the OTP was already received', async () => {
    const user = userEvent.setup();
    signInNewAdmin();
    markOtpVerified();
    const { callsTo } = mockApi({
      'POST users/update-password/': () => ({
        status: 200,
        body: { detail: 'Password changed successfully' },
      }),
    });
    renderPage(<ChangePasswordPage />, { path: '/change-password', targets: ['/otp', '/dashboard'] });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByTestId('route-target')).toHaveTextContent('/dashboard');
    expect(callsTo('POST 2fa/')).toHaveLength(0);
  });

  it('shows the server message under the field and in a toast', async () => {
    const user = userEvent.setup();
    signInNewAdmin();
    mockApi({
      'POST users/update-password/': () => ({ status: 400, body: { current_password: ['Wrong password.'] } }),
    });
    renderPage(<ChangePasswordPage />, { path: '/change-password' });
    await fill(user);
    await user.click(submit());
    expect(await screen.findAllByText('Wrong password.')).toHaveLength(2);
  });

  it('keeps the user here when the server refuses the same password again', async () => {
    const user = userEvent.setup();
    signInNewAdmin();
    const same = 'The new password must be different from the current password.';
    const { callsTo } = mockApi({
      'POST users/update-password/': () => ({ status: 400, body: { new_password: [same] } }),
    });
    renderPage(<ChangePasswordPage />, { path: '/change-password', targets: ['/otp', '/dashboard'] });
    await fill(user);
    await user.click(submit());
    expect(await screen.findAllByText(same)).toHaveLength(2);
    expect(screen.queryByTestId('route-target')).not.toBeInTheDocument();
    expect(callsTo('POST 2fa/')).toHaveLength(0);
    expect(getAuthState().user?.changed_password_after_initial_login).toBe(false);
  });

  it("falls back to 'Could not update the password. Try again later'", async () => {
    const user = userEvent.setup();
    signInNewAdmin();
    mockApi({ 'POST users/update-password/': () => ({ status: 500 }) });
    renderPage(<ChangePasswordPage />, { path: '/change-password' });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText('Could not update the password. Try again later')).toBeInTheDocument();
  });
});
