import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

const renderReset = (query = '?uid=MTE&token=abc-123') =>
  renderRoutes(
    [
      { path: '/password/reset', element: <ResetPasswordPage /> },
      { path: '/', element: <div data-testid="route-target">/</div> },
    ],
    { initialPath: `/password/reset${query}` },
  );

async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'Fresh@2345') {
  await user.type(screen.getByLabelText(/^Password/), 'Fresh@2345');
  await user.type(screen.getByLabelText(/Confirm Password/), confirm);
}

describe('ResetPasswordPage', () => {
  it("says 'Passwords must match'", async () => {
    const user = userEvent.setup();
    renderReset();
    await fill(user, 'Other@2345');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('sends uid, token and the new password, then returns to / with a toast', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({ 'POST auth/users/reset_password_confirm/': () => ({ status: 204 }) });
    renderReset();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByTestId('route-target')).toBeInTheDocument();
    expect(screen.getByText('Password Reset successfully')).toBeInTheDocument();
    expect(callsTo('POST auth/users/reset_password_confirm/')[0]?.body).toEqual({
      uid: 'MTE',
      token: 'abc-123',
      new_password: 'Fresh@2345',
    });
  });

  it('lists the server new_password errors under the form', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST auth/users/reset_password_confirm/': () => ({
        status: 400,
        body: { new_password: ['This password is too common.', 'This password is entirely numeric.'] },
      }),
    });
    renderReset();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
    expect(screen.getByText('This password is entirely numeric.')).toBeInTheDocument();
  });

  it("shows 'Could not reset password' for other failures (e.g. a used token)", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST auth/users/reset_password_confirm/': () => ({
        status: 400,
        body: { token: ['Invalid token for given user.'] },
      }),
    });
    renderReset();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Could not reset password')).toBeInTheDocument();
  });

  it('disables Reset when the link lacks uid or token', () => {
    renderReset('');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});
