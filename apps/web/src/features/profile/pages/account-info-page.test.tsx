import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAuthState, setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { AccountInfoPage } from './account-info-page';

const renderAccount = (path = '/account-info') =>
  renderRoutes(
    [
      { path: '/account-info', element: <AccountInfoPage /> },
      { path: '/', element: <div data-testid="route-target">/</div> },
    ],
    {
      initialPath: path,
    },
  );

function signedIn() {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture());
}

describe('AccountInfoPage', () => {
  it('keeps the active tab in the URL (profile, changepassword)', async () => {
    const user = userEvent.setup();
    signedIn();
    const { router } = renderAccount('/account-info?tab=changepassword');
    expect(screen.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    // The password form comes when its tab is shown (decision 104).
    expect(await screen.findByLabelText(/Current Password/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(router.state.location.search).toBe('?tab=profile');
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Aline');
  });

  it('asks for the current password only when the email changes, and sends it with the new email', async () => {
    const user = userEvent.setup();
    signedIn();
    const { callsTo } = mockApi({
      'PATCH auth/users/me/': () => ({ status: 200, body: meFixture({ email: 'aline@new.example' }) }),
    });
    renderAccount();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('premium.admin@example.com');
    expect(screen.queryByLabelText(/Current Password/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.paste('aline@new.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter your current password to change the email address'),
    ).toBeInTheDocument();
    expect(callsTo('PATCH auth/users/me/')).toHaveLength(0);
    await user.click(screen.getByLabelText(/Current Password/));
    await user.paste('Demo@2345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const body = callsTo('PATCH auth/users/me/')[0]?.body as FormData;
    expect(body.get('email')).toBe('aline@new.example');
    expect(body.get('current_password')).toBe('Demo@2345');
    expect(getAuthState().user?.email).toBe('aline@new.example');
  });

  it("shows the server's answer under the current password", async () => {
    const user = userEvent.setup();
    signedIn();
    mockApi({
      'PATCH auth/users/me/': () => ({ status: 400, body: { current_password: ['Invalid password.'] } }),
    });
    renderAccount();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.paste('aline@new.example');
    await user.click(screen.getByLabelText(/Current Password/));
    await user.paste('Wrong@2345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Invalid password.')).toBeInTheDocument();
    expect(getAuthState().user?.email).toBe('premium.admin@example.com');
  });

  it("sends the profile as multipart and says 'Profile updated successfully'", async () => {
    const user = userEvent.setup();
    signedIn();
    const { callsTo } = mockApi({
      'PATCH auth/users/me/': () => ({
        status: 200,
        body: meFixture({ first_name: 'Alina', full_name: 'Alina Uwase' }),
      }),
    });
    renderAccount();
    await user.clear(screen.getByLabelText(/First Name/));
    await user.type(screen.getByLabelText(/First Name/), 'Alina');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const body = callsTo('PATCH auth/users/me/')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('first_name')).toBe('Alina');
    expect(body.get('gender')).toBe('Female');
    expect(body.get('profile_pic')).toBeNull();
    expect(body.get('current_password')).toBeNull();
    expect(getAuthState().user?.full_name).toBe('Alina Uwase');
  });

  it("shows field errors and 'Could not update the profile' when refused", async () => {
    const user = userEvent.setup();
    signedIn();
    mockApi({
      'PATCH auth/users/me/': () => ({ status: 400, body: { phone: ['Enter a valid phone number.'] } }),
    });
    renderAccount();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Could not update the profile')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
  });

  it('refuses a picture that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    signedIn();
    const { callsTo } = mockApi({});
    renderAccount();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The picture must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(callsTo('PATCH auth/users/me/')).toHaveLength(0);
  });

  it('Logout clears local storage and goes to /', async () => {
    const user = userEvent.setup();
    signedIn();
    mockApi({ 'POST auth/jwt/logout/': () => ({ status: 204 }) });
    renderAccount();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('route-target')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});
