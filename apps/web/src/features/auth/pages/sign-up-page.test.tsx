import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import { SIGN_UP_REDIRECT_MS, SignUpPage } from './sign-up-page';

const SUCCESS =
  'Successfully registered as sme, kindly use credentials sent to your email to login to your dashboard account.';

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('SignUpPage (simulated)', () => {
  it('requires the password rule', async () => {
    const user = userEvent.setup();
    renderPage(<SignUpPage />, { path: '/signup' });
    await user.type(screen.getByLabelText(/^Password/), 'password1');
    await user.tab();
    expect(
      await screen.findByText('The password requires an uppercase, lowercase, number and special character'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add SME' })).toBeDisabled();
  });

  it('shows the snackbar, clears the form, makes no request and returns to / after 3 s', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({});
    renderPage(<SignUpPage />, { path: '/signup', targets: ['/'] });
    await user.type(screen.getByLabelText(/First Name/), 'Eric');
    await user.type(screen.getByLabelText(/Last Name/), 'Mugisha');
    await user.type(screen.getByLabelText(/^Email/), 'eric@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Strong@123');
    await user.type(screen.getByLabelText(/Phone Number/), '+250788123456');
    await pick(user, /Select Partner/, 'Kigali Connect');
    await pick(user, /Select Subscription/, 'Pro +');
    const submit = screen.getByRole('button', { name: 'Add SME' });
    expect(submit).toBeEnabled();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(submit);
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('route-target')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SIGN_UP_REDIRECT_MS - 100));
    expect(screen.queryByTestId('route-target')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('route-target')).toHaveTextContent('/');
    expect(SIGN_UP_REDIRECT_MS).toBe(3000);
  });
});
