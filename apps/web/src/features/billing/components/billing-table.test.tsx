import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import { BillingTabPanel } from './billing-tab-panel';
import { billingFixture, pageOf, queriesTo, signIn } from './billing-test-helpers';

const LATEST = billingFixture({ id: 1 });
const OLDER = billingFixture({ id: 2, due_date: '2025-02-24', is_latest_unpaid: false });
const PAID = billingFixture({
  id: 3,
  due_date: '2025-01-24',
  start_date: '2025-01-01',
  end_date: '2025-01-30',
  is_paid: true,
  is_latest_unpaid: false,
  final_amount: 10200,
  subscription_plan: { name: 'Plus' },
});
const PAUSED = billingFixture({
  id: 4,
  sme: { id: 10, name: 'Nyamata Hotel' },
  is_paused: true,
  billing_invoices: [],
});

const billingApi = (handlers: Record<string, MockHandler> = {}) =>
  mockApi({
    'GET partner/billing/': () => ({ status: 200, body: pageOf([LATEST, OLDER, PAID, PAUSED], 12) }),
    ...handlers,
  });

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const renderPanel = (path = '/billings') =>
  renderPage(<BillingTabPanel tab="subscription" />, { path: '/billings' }).router.navigate(path);
const row = (id: number) =>
  screen.getAllByTestId('table-row').find((r) => r.getAttribute('data-row-id') === String(id))!;
const cellTexts = (id: number) =>
  within(row(id))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const select = (id: number) => within(row(id)).getByRole('checkbox');
const markPaidButton = () => screen.queryByRole('button', { name: 'Mark As Paid' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-21T10:00:00'));
  signIn();
});
afterEach(() => vi.useRealTimers());

describe('BillingTable (subscription)', () => {
  it("lists the partner's billings 5 per page with the spec's columns and formats", async () => {
    const { fetchMock } = billingApi();
    void renderPanel();
    await screen.findAllByTestId('table-row');
    expect(queriesTo(fetchMock, 'partner/billing/')[0]).toEqual({ partner: '7', page: '1', page_size: '5' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'SME',
      'Billing Due Date',
      'Billing Cycle Month',
      'Paid',
      'Amount',
      'Subscription',
      'Invoice Link',
    ]);
    expect(cellTexts(1).slice(1)).toEqual([
      'Kimironko Coffee',
      'March 24th, 2025',
      '21-Nov-2026 - 20-Dec-2026',
      'Unpaid',
      'RWF 12,000',
      'Starter',
      'Download',
    ]);
    expect(cellTexts(3).slice(1, 7)).toEqual([
      'Kimironko Coffee',
      'January 24th, 2025',
      '1-Jan-2025 - 30-Jan-2025',
      'Paid',
      'RWF 10,200',
      'Plus',
    ]);
    expect(cellTexts(4)[4]).toBe('Paused');
    expect(cellTexts(4)[7]).toBe('—');
  });

  it('names the SMS package on the SMS tab and reads the SMS billing list', async () => {
    const { fetchMock } = mockApi({
      'GET partner/sms-package/billing/': () => ({
        status: 200,
        body: pageOf([
          billingFixture({ kind: 'sms', subscription_plan: null, sms_package: { name: 'SMS 1000' } }),
        ]),
      }),
    });
    renderPage(<BillingTabPanel tab="sms" smeId={9} />);
    expect(await screen.findByText('SMS 1000')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'SMS Package' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, 'partner/sms-package/billing/')[0]).toMatchObject({ partner: '7', sme: '9' });
  });

  it.each([
    ['subscription', 'GET partner/billing/', 'No billing history found'],
    ['sms', 'GET partner/sms-package/billing/', 'No sms billing history found'],
  ] as const)('says so when the %s list is empty', async (tab, key, text) => {
    mockApi({ [key]: () => ({ status: 200, body: pageOf([]) }) });
    renderPage(<BillingTabPanel tab={tab} />);
    expect(await screen.findByTestId('table-empty')).toHaveTextContent(text);
  });

  it('offers Mark As Paid only while exactly one unpaid billing is selected', async () => {
    const u = user();
    billingApi();
    void renderPanel();
    await screen.findAllByTestId('table-row');
    expect(markPaidButton()).toBeNull();
    await u.click(select(3));
    expect(markPaidButton()).toBeNull();
    await u.click(select(1));
    expect(markPaidButton()).toBeInTheDocument();
    await u.click(select(2));
    expect(markPaidButton()).toBeNull();
    await u.click(select(2));
    await u.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByTestId('bulk-bar')).toHaveTextContent('4 Rows selected');
    expect(markPaidButton()).toBeNull();
  });

  it('refuses an unpaid billing that is not the latest of its SME', async () => {
    const u = user();
    const { callsTo } = billingApi();
    void renderPanel();
    await screen.findAllByTestId('table-row');
    await u.click(select(2));
    await u.click(markPaidButton()!);
    expect(
      await screen.findByText('You can only mark the latest billing as paid for each SME'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('POST partner/billing/payment/')).toHaveLength(0);
  });

  it('asks for the payment method before marking paid', async () => {
    const u = user();
    const { callsTo } = billingApi();
    void renderPanel();
    await screen.findAllByTestId('table-row');
    await u.click(select(1));
    await u.click(markPaidButton()!);
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to mark the billing as paid',
    });
    expect(dialog).toHaveTextContent(/paid manually because of payment processing issues/);
    await u.click(within(dialog).getByRole('button', { name: 'Mark As Paid' }));
    expect(await within(dialog).findByText('Payment method is required')).toBeInTheDocument();
    expect(callsTo('POST partner/billing/payment/')).toHaveLength(0);
  });

  it('marks the billing paid with its final amount, then reloads the lists 2 s later', async () => {
    const u = user();
    const { callsTo, fetchMock } = billingApi({
      'POST partner/billing/payment/': () => ({
        status: 200,
        body: {
          detail: 'Payment recorded',
          payment: {
            id: 1,
            billing: 1,
            sme: { id: 9, name: 'Kimironko Coffee' },
            amount: 12000,
            method: 'mobile_money',
            payment_reference: 'MP-1',
            marked_by: null,
            paid_at: '2026-11-21T10:00:00Z',
          },
        },
      }),
    });
    void renderPanel();
    await screen.findAllByTestId('table-row');
    await u.click(select(1));
    await u.click(markPaidButton()!);
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
    await u.click(await screen.findByRole('option', { name: 'Mobile money' }));
    await u.type(within(dialog).getByRole('textbox', { name: 'Payment reference' }), ' MP-1 ');
    await u.click(within(dialog).getByRole('button', { name: 'Mark As Paid' }));

    expect(await screen.findByText('The billing marked as paid successfully')).toBeInTheDocument();
    expect(callsTo('POST partner/billing/payment/')[0]?.body).toEqual({
      billing_id: 1,
      amount: 12000,
      method: 'mobile_money',
      payment_reference: 'MP-1',
    });
    const fetched = queriesTo(fetchMock, 'partner/billing/').length;
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(queriesTo(fetchMock, 'partner/billing/')).toHaveLength(fetched);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(queriesTo(fetchMock, 'partner/billing/').length).toBeGreaterThan(fetched));
  });

  it.each([
    [404, { detail: 'Billing not found' }, 'Billing not found'],
    [
      403,
      { error: 'Only partner admins can mark billings paid' },
      'Only partner admins can mark billings paid',
    ],
    [403, {}, 'Permission denied'],
    [500, { detail: 'boom' }, 'Could not mark the billing as paid'],
  ])('shows the %s refusal', async (status, body, text) => {
    const u = user();
    billingApi({ 'POST partner/billing/payment/': () => ({ status, body }) });
    void renderPanel();
    await screen.findAllByTestId('table-row');
    await u.click(select(1));
    await u.click(markPaidButton()!);
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('combobox', { name: 'Payment method' }));
    await u.click(await screen.findByRole('option', { name: 'Cash' }));
    await u.click(within(dialog).getByRole('button', { name: 'Mark As Paid' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
