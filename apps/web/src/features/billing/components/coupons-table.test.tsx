import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import { BillingTabPanel } from './billing-tab-panel';
import { couponFixture, pageOf, queriesTo, signIn } from './billing-test-helpers';

const couponApi = (handlers: Record<string, MockHandler> = {}) =>
  mockApi({
    'GET discount-coupon/': () => ({
      status: 200,
      body: pageOf([couponFixture(), couponFixture({ id: 5, code: 'USED', addons: [], used: true })]),
    }),
    'GET smes/': () => ({
      status: 200,
      body: pageOf([
        { id: 9, name: 'Kimironko Coffee', unique_id: 'SME-9' },
        { id: 10, name: 'Nyamata Hotel', unique_id: 'SME-10' },
      ]),
    }),
    'GET addon/': () => ({
      status: 200,
      body: [
        { id: 1, name: 'Survey' },
        { id: 2, name: 'Token Purchase' },
      ],
    }),
    ...handlers,
  });

async function openCreate() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Coupon' });
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
  return { user, dialog, submit };
}

async function pick(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, option: string) {
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(signIn);

describe('CouponsTable', () => {
  it("lists the partner's coupons with the spec's columns", async () => {
    const { fetchMock } = couponApi();
    renderPage(<BillingTabPanel tab="discount-coupons" />);
    await screen.findAllByTestId('table-row');
    expect(queriesTo(fetchMock, 'discount-coupon/')[0]).toEqual({ partner: '7', page: '1', page_size: '5' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'SME',
      'Code',
      'Percentage',
      'Add-Ons',
      'Used',
      'Created',
    ]);
    const rows = screen.getAllByTestId('table-row').map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Kimironko Coffee', 'WELCOME10', '10%', 'Survey, Token Purchase', 'No', '2025-02-11'],
      ['Kimironko Coffee', 'USED', '10%', 'None', 'Yes', '2025-02-11'],
    ]);
  });

  it('says so when there are no coupons', async () => {
    couponApi({ 'GET discount-coupon/': () => ({ status: 200, body: pageOf([]) }) });
    renderPage(<BillingTabPanel tab="discount-coupons" />);
    expect(await screen.findByTestId('table-empty')).toHaveTextContent('No discount coupons found');
  });

  it("says 'Could not fetch discount coupons' when the list fails", async () => {
    couponApi({ 'GET discount-coupon/': () => ({ status: 500, body: {} }) });
    renderPage(<BillingTabPanel tab="discount-coupons" />);
    expect(await screen.findByText('Could not fetch discount coupons')).toBeInTheDocument();
  });

  it('checks the fields in order and sends nothing until all are right', async () => {
    const { callsTo } = couponApi();
    renderPage(<BillingTabPanel tab="discount-coupons" />);
    const { user, dialog, submit } = await openCreate();
    const percentage = within(dialog).getByRole('textbox', { name: /Discount Percentage/ });
    expect(percentage).toHaveAttribute('placeholder', '0-100');

    await submit();
    expect(await within(dialog).findByText('Please select an SME')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please select an addon')).toBeNull();

    await pick(user, within(dialog).getByRole('combobox', { name: /SME/ }), 'Kimironko Coffee');
    await submit();
    expect(await within(dialog).findByText('Please select an addon')).toBeInTheDocument();

    await pick(user, within(dialog).getByRole('combobox', { name: /Add-Ons/ }), 'Survey');
    await submit();
    expect(await within(dialog).findByText('Please enter a code')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'EASTER');
    await user.type(percentage, '0');
    await submit();
    expect(await within(dialog).findByText('Please enter a discount percentage')).toBeInTheDocument();

    await user.clear(percentage);
    await user.type(percentage, '101');
    await submit();
    expect(
      await within(dialog).findByText('Ensure this value is less than or equal to 100.'),
    ).toBeInTheDocument();
    expect(callsTo('POST discount-coupon/')).toHaveLength(0);
  });

  it('creates the coupon for the partner and says so', async () => {
    const { callsTo } = couponApi({
      'POST discount-coupon/': () => ({ status: 201, body: couponFixture({ id: 8, code: 'EASTER' }) }),
    });
    renderPage(<BillingTabPanel tab="discount-coupons" />);
    const { user, dialog, submit } = await openCreate();
    await pick(user, within(dialog).getByRole('combobox', { name: /SME/ }), 'Nyamata Hotel');
    await pick(user, within(dialog).getByRole('combobox', { name: /Add-Ons/ }), 'Survey');
    await pick(user, within(dialog).getByRole('combobox', { name: /Add-Ons/ }), 'Token Purchase');
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), ' EASTER ');
    await user.type(within(dialog).getByRole('textbox', { name: /Discount Percentage/ }), '15');
    await submit();
    expect(await screen.findByText('Discount coupon created')).toBeInTheDocument();
    expect(callsTo('POST discount-coupon/')[0]?.body).toEqual({
      sme: 10,
      addons: [1, 2],
      partner: 7,
      code: 'EASTER',
      percentage_discount: 15,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows server field errors under the matching field, keys lowercased', async () => {
    couponApi({
      'POST discount-coupon/': () => ({
        status: 400,
        body: { Code: ['A coupon with this code already exists.', 'second'] },
      }),
    });
    renderPage(<BillingTabPanel tab="discount-coupons" smeId={9} />);
    const { user, dialog, submit } = await openCreate();
    // In the billing popup the SME is already chosen; its name shows once the SME options have loaded.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /SME/ })).toHaveValue('Kimironko Coffee'),
    );
    await pick(user, within(dialog).getByRole('combobox', { name: /Add-Ons/ }), 'Survey');
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'WELCOME10');
    await user.type(within(dialog).getByRole('textbox', { name: /Discount Percentage/ }), '10');
    await submit();
    expect(await screen.findByText('Could not create discount coupon')).toBeInTheDocument();
    expect(within(dialog).getByText('A coupon with this code already exists.')).toBeInTheDocument();
    expect(within(dialog).queryByText('second')).toBeNull();
  });
});
