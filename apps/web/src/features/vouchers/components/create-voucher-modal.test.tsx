import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { signInVouchers, vkey } from '../voucher-test-fixtures';
import { CreateVoucherModal } from './create-voucher-modal';

const CREATE = vkey('POST', 'vouchers/create');
const BULK = vkey('POST', 'vouchers/create/bulk');

function setup(handlers: Record<string, MockHandler> = {}) {
  signInVouchers();
  const api = mockApi({
    'GET realms/': () => ({ status: 200, body: pageOf([]) }),
    [CREATE]: () => ({ status: 201, body: {} }),
    ...handlers,
  });
  const onClose = vi.fn();
  renderPage(<CreateVoucherModal opened onClose={onClose} />);
  return { ...api, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Create Voucher' });
// A select's label names its listbox too: the input comes first.
const field = (label: string) => within(dialog()).getAllByLabelText(label)[0]!;
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(dialog()).getByRole('button', { name: 'Create' }));
const toast = (text: string) => screen.findByText(text, { selector: '.mantine-Notification-description' });
const retype = async (user: ReturnType<typeof userEvent.setup>, label: string, value: string) => {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
};

describe('CreateVoucherModal', () => {
  it('opens with the defaults: preset 60 minutes, expiry 1 day, count 1, single-user, no realm', () => {
    setup();
    expect(field('Duration preset')).toHaveValue('1 hour');
    expect(field('Expires after')).toHaveValue('1 day');
    expect(field('Number of vouchers')).toHaveValue('1');
    expect(field('Multi-user (several devices may use one voucher)')).not.toBeChecked();
    expect(field('Realm (optional)')).toHaveValue('');
    expect(screen.getByText(/Extension: a voucher of a realm/)).toBeInTheDocument();
  });

  it('offers the spec presets and expiry choices', async () => {
    const { user } = setup();
    await user.click(field('Duration preset'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '30 minutes',
      '1 hour',
      '2 hours',
      '3 hours',
      '6 hours',
      '12 hours',
      '24 hours',
    ]);
    await user.click(field('Expires after'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1 day',
      '3 days',
      '7 days',
      '14 days',
      '30 days',
      '90 days',
    ]);
  });

  it('creates one voucher with POST /vouchers/create and says so', async () => {
    const { user, callsTo, onClose } = setup();
    await submit(user);
    expect(await toast('Voucher created successfully')).toBeInTheDocument();
    expect(callsTo(CREATE).map((c) => c.body)).toEqual([
      { duration: 3600, multi_user: false, expiry_days: 1 },
    ]);
    expect(callsTo(BULK)).toHaveLength(0);
    expect(onClose).toHaveBeenCalled();
  });

  it('creates several with POST /vouchers/create/bulk, counts the failed ones and offers the print sheet', async () => {
    const { user, callsTo } = setup({
      [BULK]: () => ({
        status: 201,
        body: { created_count: 3, failed_count: 2, batch_id: 'b-1', vouchers: [] },
      }),
    });
    await user.click(within(dialog()).getByText('Manual'));
    await retype(user, 'Hours', '2');
    await retype(user, 'Minutes', '30');
    await retype(user, 'Number of vouchers', '5');
    await user.click(field('Multi-user (several devices may use one voucher)'));
    await submit(user);
    expect(await toast('Successfully created 3 voucher(s) (2 failed)')).toBeInTheDocument();
    expect(callsTo(BULK).map((c) => c.body)).toEqual([
      { duration: 9000, multi_user: true, expiry_days: 1, count: 5 },
    ]);
    expect(callsTo(CREATE)).toHaveLength(0);
    const panel = screen.getByTestId('batch-print-panel');
    expect(within(panel).getByRole('button', { name: 'Print vouchers (PDF)' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('says "Successfully created N voucher(s)" without a failed part when none failed', async () => {
    const { user } = setup({
      [BULK]: () => ({
        status: 201,
        body: { created_count: 5, failed_count: 0, batch_id: 'b-2', vouchers: [] },
      }),
    });
    await retype(user, 'Number of vouchers', '5');
    await submit(user);
    expect(await toast('Successfully created 5 voucher(s)')).toBeInTheDocument();
  });

  it('downloads the PDF sheet and the CSV of the new batch with the bearer token', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, calls } = setup({
      [BULK]: () => ({
        status: 201,
        body: { created_count: 2, failed_count: 0, batch_id: 'b-3', vouchers: [] },
      }),
      [vkey('GET', 'vouchers/batches/b-3/sheet.pdf')]: () => ({ status: 200, body: 'pdf' }),
      [vkey('GET', 'vouchers/batches/b-3/sheet.csv')]: () => ({ status: 200, body: 'csv' }),
    });
    await retype(user, 'Number of vouchers', '2');
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'Print vouchers (PDF)' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['vouchers-b-3.pdf', 'vouchers-b-3.csv']));
    const sheetCalls = calls.filter((c) => c.key.includes('/sheet.'));
    expect(sheetCalls.map((c) => c.headers.Authorization)).toEqual(['Bearer a', 'Bearer a']);
  });

  it.each([
    ['0 hours and 0 minutes', { Hours: '0', Minutes: '0' }, 'Please enter a valid duration'],
    ['169 hours', { Hours: '169', Minutes: '0' }, 'Please enter a valid duration'],
    ['60 minutes', { Hours: '1', Minutes: '60' }, 'Please enter a valid duration'],
  ])('refuses %s with the spec text and sends nothing', async (_, inputs, message) => {
    const { user, calls } = setup();
    await user.click(within(dialog()).getByText('Manual'));
    for (const [label, value] of Object.entries(inputs)) await retype(user, label, value);
    await submit(user);
    expect(await toast(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it.each(['0', '101', ''])('refuses a count of "%s" with the spec text and sends nothing', async (count) => {
    const { user, calls } = setup();
    await retype(user, 'Number of vouchers', count);
    await submit(user);
    expect(await toast('Please enter a valid voucher count (1-100)')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter a valid voucher count (1-100)')).toBeInTheDocument();
    expect(calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it('says "Failed to create voucher(s)" when the service refuses, and keeps the form', async () => {
    const { user, onClose } = setup({
      [CREATE]: () => ({ status: 403, body: { detail: 'Voucher creation is not allowed.' } }),
    });
    await submit(user);
    expect(await toast('Failed to create voucher(s)')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });
});
