import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { MobileMoneyCard } from './mobile-money-card';

const MTN_STATE = {
  provider: 'mtn_momo',
  environment: 'live',
  fields_set: ['subscriptionKey', 'apiUser', 'apiKey', 'targetEnvironment', 'callbackHost'],
  updated_at: '2026-11-29T06:00:00.000Z',
};

describe('MobileMoneyCard', () => {
  it('says which providers are set up and sends Airtel credentials with PUT, never showing a value back', async () => {
    const user = userEvent.setup();
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture({ role: 'partner_admin' }));
    const { callsTo } = mockApi({
      'GET partners/7/mobile-money/': () => ({ status: 200, body: { results: [MTN_STATE] } }),
      'PUT partners/7/mobile-money/airtel-money/': () => ({
        status: 200,
        body: { ...MTN_STATE, provider: 'airtel_money', environment: 'sandbox' },
      }),
    });
    renderPage(<MobileMoneyCard />);
    expect(await screen.findByText(/^Set up \(Live\), updated/)).toBeInTheDocument();
    expect(screen.getByText('Not set up')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter credentials' }));
    const form = screen.getByRole('form', { name: 'Airtel Money credentials' });
    await user.type(within(form).getByLabelText(/Client ID/), 'client-1');
    await user.type(within(form).getByLabelText(/Client secret/), 'secret-1');
    await user.type(within(form).getByLabelText(/Country/), 'RW');
    await user.type(within(form).getByLabelText(/Currency/), 'RWF');
    await user.click(within(form).getByRole('button', { name: 'Save Credentials' }));
    expect(await screen.findByText('Mobile money credentials saved')).toBeInTheDocument();
    expect(callsTo('PUT partners/7/mobile-money/airtel-money/')[0]?.body).toEqual({
      environment: 'sandbox',
      client_id: 'client-1',
      client_secret: 'secret-1',
      country: 'RW',
      currency: 'RWF',
    });
  });

  it("shows the server's field errors under their fields", async () => {
    const user = userEvent.setup();
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture({ role: 'partner_admin' }));
    mockApi({
      'GET partners/7/mobile-money/': () => ({ status: 200, body: { results: [] } }),
      'PUT partners/7/mobile-money/mtn-momo/': () => ({ status: 400, body: { api_user: ['Invalid UUID'] } }),
    });
    renderPage(<MobileMoneyCard />);
    await user.click((await screen.findAllByRole('button', { name: 'Enter credentials' }))[0]!);
    const form = screen.getByRole('form', { name: 'MTN MoMo credentials' });
    for (const label of [/Subscription key/, /API user/, /API key/, /Target environment/, /Callback host/])
      await user.type(within(form).getByLabelText(label), 'x');
    await user.click(within(form).getByRole('button', { name: 'Save Credentials' }));
    expect(await within(form).findByText('Invalid UUID')).toBeInTheDocument();
  });
});
