import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import { ProfilePasswordForm } from './profile-password-form';

const submit = () => screen.getByRole('button', { name: 'Change Password' });

async function fill(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  await user.type(screen.getByLabelText(/Current Password/), 'Demo@2345');
  await user.type(screen.getByLabelText(/^New Password/), 'Better@2345');
  await user.type(screen.getByLabelText(/Confirm New Password/), confirm);
}

describe('ProfilePasswordForm', () => {
  it("says 'Passwords do not match' when the confirmation differs", async () => {
    const user = userEvent.setup();
    renderPage(<ProfilePasswordForm />);
    await fill(user, 'Other@2345');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('posts set_password and confirms with a toast', async () => {
    const user = userEvent.setup();
    setTokens({ access: 'a', refresh: 'r' });
    const { callsTo } = mockApi({ 'POST auth/users/set_password/': () => ({ status: 204 }) });
    renderPage(<ProfilePasswordForm />);
    await fill(user, 'Better@2345');
    await user.click(submit());
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(callsTo('POST auth/users/set_password/')[0]?.body).toEqual({
      current_password: 'Demo@2345',
      new_password: 'Better@2345',
    });
    expect(screen.getByLabelText(/Current Password/)).toHaveValue('');
  });
});
