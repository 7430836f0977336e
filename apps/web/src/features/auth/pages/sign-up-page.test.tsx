import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_UP_TEXTS } from '@ared/contract/sign-ups';
import { mockApi } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import { SIGN_UP_REDIRECT_MS, SignUpPage } from './sign-up-page';

const OPTIONS = {
  is_open: true,
  partners: [
    {
      id: 7,
      name: 'Kigali Connect',
      subscription_plans: [
        { id: 71, name: 'Starter' },
        { id: 72, name: 'Pro +' },
      ],
    },
    { id: 8, name: 'Musanze Biz Net', subscription_plans: [{ id: 81, name: 'Plus' }] },
  ],
};

async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Pasted, not typed key by key: five fields typed one key at a time take seconds on a busy machine. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, /First Name/, 'Eric');
  await enter(user, /Last Name/, 'Mugisha');
  await enter(user, /^Email/, 'eric@example.com');
  await enter(user, /^Password/, 'Strong@123');
  await enter(user, /Phone Number/, '+250788123456');
  await pick(user, /Select Partner/, 'Kigali Connect');
  await pick(user, /Select Subscription/, 'Pro +');
}

describe('SignUpPage', () => {
  it('requires the password rule', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET sign-up/options/': () => ({ status: 200, body: OPTIONS }) });
    renderPage(<SignUpPage />, { path: '/signup' });
    await user.type(screen.getByLabelText(/^Password/), 'password1');
    await user.tab();
    expect(
      await screen.findByText('The password requires an uppercase, lowercase, number and special character'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add SME' })).toBeDisabled();
  });

  it("offers the server's partners, and only the chosen partner's plans", async () => {
    const user = userEvent.setup();
    mockApi({ 'GET sign-up/options/': () => ({ status: 200, body: OPTIONS }) });
    renderPage(<SignUpPage />, { path: '/signup' });
    await pick(user, /Select Partner/, 'Musanze Biz Net');
    await user.click(screen.getByRole('combobox', { name: /Select Subscription/ }));
    expect(await screen.findByRole('option', { name: 'Plus' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Pro +' })).not.toBeInTheDocument();
  });

  it('posts the application, says it is pending approval, clears the form and returns to / after 3 s', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'GET sign-up/options/': () => ({ status: 200, body: OPTIONS }),
      'POST sign-up/': () => ({ status: 202, body: { detail: SIGN_UP_TEXTS.received } }),
    });
    renderPage(<SignUpPage />, { path: '/signup', targets: ['/'] });
    await fillIn(user);
    const submit = screen.getByRole('button', { name: 'Add SME' });
    expect(submit).toBeEnabled();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(submit);
    expect(await screen.findByText(SIGN_UP_TEXTS.received)).toBeInTheDocument();
    expect(callsTo('POST sign-up/').map((c) => c.body)).toEqual([
      {
        first_name: 'Eric',
        last_name: 'Mugisha',
        email: 'eric@example.com',
        password: 'Strong@123',
        phone: '+250788123456',
        partner: 7,
        subscription_plan: 72,
      },
    ]);
    expect(screen.queryByText(/Successfully registered/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Select Partner/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Select Subscription/ })).toHaveValue('');
    expect(screen.queryByTestId('route-target')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SIGN_UP_REDIRECT_MS - 100));
    expect(screen.queryByTestId('route-target')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('route-target')).toHaveTextContent('/');
    expect(SIGN_UP_REDIRECT_MS).toBe(3000);
    vi.useRealTimers();
  });

  it("shows the server's field errors under the fields and claims no success", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET sign-up/options/': () => ({ status: 200, body: OPTIONS }),
      'POST sign-up/': () => ({
        status: 400,
        body: { subscription_plan: ['Select a subscription of the chosen partner.'] },
      }),
    });
    renderPage(<SignUpPage />, { path: '/signup', targets: ['/'] });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Add SME' }));
    expect(await screen.findByText('Select a subscription of the chosen partner.')).toBeInTheDocument();
    expect(screen.queryByText(SIGN_UP_TEXTS.received)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Eric');
  });

  it('says sign-up is closed when no administrator reviews, and offers no submit', async () => {
    mockApi({ 'GET sign-up/options/': () => ({ status: 200, body: { is_open: false, partners: [] } }) });
    renderPage(<SignUpPage />, { path: '/signup' });
    expect(await screen.findByText(/Sign-up is closed at the moment/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add SME' })).toBeDisabled();
  });
});
