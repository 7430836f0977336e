import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { currencyApi, currencyFixture } from '../../../test/currency-fixtures';
import { renderPage } from '../../../test/render';
import { DisplayCurrencyCard } from './display-currency-card';

function signedIn(role: 'partner_admin' | 'partner_staff') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role }));
}

describe('DisplayCurrencyCard', () => {
  it('states the currency, the time zone and every rate with its day', async () => {
    signedIn('partner_staff');
    mockApi(currencyApi());
    renderPage(<DisplayCurrencyCard />);
    expect(await screen.findByRole('combobox', { name: /Display currency/ })).toHaveValue('RWF');
    expect(screen.getByText('Africa/Kigali')).toBeInTheDocument();
    expect(screen.getByText('Exchange rates of 1 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('1 USD = 1,450 RWF')).toBeInTheDocument();
    expect(screen.getByText('1 CAF = 2.42 RWF')).toBeInTheDocument();
    // Changing it is the admin's (decision 011): staff read it.
    expect(screen.queryByRole('button', { name: 'Save Currency' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Display currency/ })).toHaveAttribute('readonly');
  });

  it('lets the admin choose another currency and saves it with PATCH partners/{id}/currency/', async () => {
    const user = userEvent.setup();
    signedIn('partner_admin');
    const { callsTo } = mockApi({
      ...currencyApi(),
      'PATCH partners/7/currency/': () => ({
        status: 200,
        body: currencyFixture({ display_currency: 'USD' }),
      }),
    });
    renderPage(<DisplayCurrencyCard />);
    const save = await screen.findByRole('button', { name: 'Save Currency' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /Display currency/ }));
    await user.click(await screen.findByRole('option', { name: 'USD' }));
    await user.click(save);
    expect(await screen.findByText('Display currency saved')).toBeInTheDocument();
    expect(callsTo('PATCH partners/7/currency/')[0]?.body).toEqual({ display_currency: 'USD' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Currency' })).toBeDisabled());
  });
});
