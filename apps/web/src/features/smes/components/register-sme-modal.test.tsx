import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { currencyApi } from '../../../test/currency-fixtures';
import { smeFixture } from '../sme-test-fixtures';
import { RegisterSmeModal } from './register-sme-modal';

const PLANS = [
  {
    id: 3,
    name: 'Plus',
    price: 25,
    currency: 'USD',
    partner: 7,
    trial_period_status: '',
    payment_status: '',
    realm: null,
    created: '2025-01-01T00:00:00',
  },
];

const plansApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ 'GET partner/subscription/7/': () => ({ status: 200, body: PLANS }), ...extra });

function open(role: 'partner_admin' | 'partner_staff' = 'partner_admin') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role }));
  const onClose = vi.fn();
  renderPage(<RegisterSmeModal opened onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Register SME' });
  return { onClose, dialog };
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const fill = async (label: RegExp, value: string) => {
    await user.click(within(dialog).getByLabelText(label));
    await user.paste(value);
  };
  await fill(/^Name/, 'Hotel Mille');
  await fill(/TIN Number/, '100200300');
  await fill(/Admin Name/, 'Grace');
  await fill(/^Phone/, '+250788000222');
  await fill(/Admin Email/, 'grace@mille.rw');
  await fill(/Location/, 'Nyarutarama');
  await user.click(within(dialog).getByRole('combobox', { name: /Subscription Plan/ }));
  await user.click(await screen.findByRole('option', { name: 'Plus (USD\u00a025.00)' }));
  await user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Hotels' }));
}

describe('RegisterSmeModal', () => {
  it('lets partner_staff choose the plan but leaves custom price and auto-suspend to an admin', async () => {
    plansApi();
    const { dialog } = open('partner_staff');
    expect(within(dialog).getByRole('combobox', { name: /Subscription Plan/ })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Custom Price/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Auto Suspend/)).not.toBeInTheDocument();
  });

  it("shows each plan's USD price in the display currency, and the rate it was converted at", async () => {
    const user = userEvent.setup();
    plansApi(currencyApi());
    const { dialog } = open();
    const plan = within(dialog).getByRole('combobox', { name: /Subscription Plan/ });
    expect(
      await within(dialog).findByText('Converted at 1 USD = 1,450 RWF, rates of 1 Nov 2026.'),
    ).toBeInTheDocument();
    await user.click(plan);
    expect(
      await screen.findByRole('option', { name: 'Plus (USD\u00a025.00 ≈ RWF\u00a036,250)' }),
    ).toBeInTheDocument();
  });

  it('shows a partner admin custom price and auto-suspend', async () => {
    plansApi();
    const { dialog } = open();
    expect(within(dialog).getByLabelText(/Custom Price/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Auto Suspend/)).toBeInTheDocument();
  });

  it("says 'All fields are required' and sends nothing while a required field is empty", async () => {
    const user = userEvent.setup();
    const { callsTo } = plansApi();
    const { dialog } = open();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Hotel Mille');
    await user.click(within(dialog).getByRole('button', { name: 'Register SME' }));
    expect(await screen.findByText('All fields are required')).toBeInTheDocument();
    expect(callsTo('POST smes/')).toHaveLength(0);
  });

  it("registers with country Rwanda, the partner and auto suspend on; 'Sme registered successfully'", async () => {
    const user = userEvent.setup();
    const { callsTo } = plansApi({ 'POST smes/': () => ({ status: 201, body: smeFixture({ id: 30 }) }) });
    const { dialog, onClose } = open();
    expect(within(dialog).getByRole('switch', { name: /Auto Suspend/ })).toBeChecked();
    await fillAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register SME' }));
    expect(await screen.findByText('Sme registered successfully')).toBeInTheDocument();
    expect(callsTo('POST smes/')[0]?.body).toEqual({
      name: 'Hotel Mille',
      tin_number: '100200300',
      admin_name: 'Grace',
      admin_phone: '+250788000222',
      admin_email: 'grace@mille.rw',
      location: 'Nyarutarama',
      subscription_plan: 3,
      type: 'Hotels',
      custom_price: null,
      auto_suspend: true,
      country: 'Rwanda',
      partner: 7,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the first server message under its field, without a toast', async () => {
    const user = userEvent.setup();
    plansApi({
      'POST smes/': () => ({
        status: 400,
        body: { tin_number: ['An SME with this TIN number already exists.', 'second'] },
      }),
    });
    const { dialog, onClose } = open();
    await fillAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register SME' }));
    expect(
      await within(dialog).findByText('An SME with this TIN number already exists.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.queryByText('Could not add SME at this time')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Could not add SME at this time' for a 400 without field errors", async () => {
    const user = userEvent.setup();
    plansApi({ 'POST smes/': () => ({ status: 400, body: { detail: 'No.' } }) });
    const { dialog } = open();
    await fillAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register SME' }));
    expect(await screen.findByText('Could not add SME at this time')).toBeInTheDocument();
  });

  it("says 'Could not register the SME at this time' for a 500 (not a success)", async () => {
    const user = userEvent.setup();
    plansApi({ 'POST smes/': () => ({ status: 500, body: { detail: 'Oops' } }) });
    const { dialog, onClose } = open();
    await fillAll(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Register SME' }));
    expect(await screen.findByText('Could not register the SME at this time')).toBeInTheDocument();
    expect(screen.queryByText('Sme registered successfully')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
