import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getAuthState, markAuthenticated, setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { OtpPage, TERMS_REDIRECT_MS } from './otp-page';

const VERIFIED = { status: 200, body: { detail: 'OTP verified successfully.', access: 'a2', refresh: 'r2' } };

function signedInBeforeOtp() {
  setTokens({ access: 'a1', refresh: 'r1' });
  setUser(meFixture());
  markAuthenticated();
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getAllByLabelText('One-time password')[0]!);
  await user.keyboard(code);
}

const renderOtp = () => renderPage(<OtpPage />, { path: '/otp', targets: ['/dashboard', '/'] });

describe('OtpPage', () => {
  it('shows the heading, the text and keeps Confirm disabled until six digits are entered', async () => {
    const user = userEvent.setup();
    signedInBeforeOtp();
    renderOtp();
    expect(screen.getByText('OTP Sent!')).toBeInTheDocument();
    expect(screen.getByText('Enter the One Time Password token sent to your email.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await typeCode(user, '12345');
    expect(confirm).toBeDisabled();
    await user.keyboard('6');
    expect(confirm).toBeEnabled();
  });

  it("shows 'Invalid OTP' for a wrong code", async () => {
    const user = userEvent.setup();
    signedInBeforeOtp();
    mockApi({ 'POST 2fa/verify/': () => ({ status: 400, body: { detail: 'Invalid OTP' } }) });
    renderOtp();
    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByText('Invalid OTP')).not.toHaveLength(0);
    expect(getAuthState().otpVerified).toBe(false);
  });

  it('replaces the tokens and goes to /dashboard when the terms were accepted before', async () => {
    const user = userEvent.setup();
    signedInBeforeOtp();
    const { callsTo } = mockApi({
      'POST 2fa/verify/': () => VERIFIED,
      'GET auth/users/me/': () => ({
        status: 200,
        body: meFixture({ accepted_terms_version: '1.0', otp_verified: true }),
      }),
    });
    renderOtp();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('route-target')).toHaveTextContent('/dashboard');
    expect(callsTo('POST 2fa/verify/')[0]?.body).toEqual({ token: '123456' });
    expect(getAuthState()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', otpVerified: true });
    expect(screen.getByText('OTP verified successfully.')).toBeInTheDocument();
  });

  it('opens the agreement when not yet accepted and goes to /dashboard 1 s after agreeing', async () => {
    const user = userEvent.setup();
    signedInBeforeOtp();
    mockApi({
      'POST 2fa/verify/': () => VERIFIED,
      'GET auth/users/me/': () => ({ status: 200, body: meFixture({ otp_verified: true }) }),
      'POST terms/accept/': () => ({
        status: 201,
        body: { version: '1.0', accepted_at: '2025-03-24T10:00:00Z' },
      }),
    });
    renderOtp();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Master Subscription Agreement')).toBeInTheDocument();

    const box = screen.getByTestId('terms-text');
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 500 });
    box.scrollTop = 2500;
    fireEvent.scroll(box);
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the terms' }));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Terms agreed. Redirecting...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TERMS_REDIRECT_MS - 200));
    expect(screen.queryByTestId('route-target')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(screen.getByTestId('route-target')).toHaveTextContent('/dashboard'));
    expect(getAuthState().user?.accepted_terms_version).toBe('1.0');
  });

  it('Resend OTP asks for a new code', async () => {
    const user = userEvent.setup();
    signedInBeforeOtp();
    const { callsTo } = mockApi({
      'POST 2fa/': () => ({ status: 200, body: { detail: 'OTP sent to your email.' } }),
    });
    renderOtp();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP sent to your email.')).toBeInTheDocument();
    expect(callsTo('POST 2fa/')).toHaveLength(1);
  });

  it('shows the server detail when resending is refused', async () => {
    const user = userEvent.setup();
    signedInBeforeOtp();
    mockApi({
      'POST 2fa/': () => ({
        status: 429,
        body: { detail: 'Too many codes requested. Try again in 10 minutes.' },
      }),
    });
    renderOtp();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Too many codes requested. Try again in 10 minutes.')).toBeInTheDocument();
  });
});
