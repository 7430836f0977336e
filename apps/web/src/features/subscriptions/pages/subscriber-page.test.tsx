import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { pageOf } from '../../../test/router-fixtures';
import { SubscriberPage } from './subscriber-page';

const SUBSCRIBER = {
  id: 1,
  invoice_number: 'INV-2025-0001',
  invoice_ninja_id: null,
  partner_id: { admin_email: 'eric@kimironko.rw', name: 'Kimironko Coffee' },
  subscription_plan: 'Plus',
  status: 'Active',
  created: '2025-03-24T14:05:09',
};

describe('SubscriberPage', () => {
  it('is titled Subscribers and lists the partner subscribers with the spec columns', async () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture());
    const { fetchMock } = mockApi({
      'GET users/subscriber/': () => ({
        status: 200,
        body: pageOf([SUBSCRIBER, { ...SUBSCRIBER, id: 2, invoice_number: null, status: 'Cancelled' }]),
      }),
    });
    renderPage(<SubscriberPage />, { path: '/subscriber' });
    expect(screen.getByRole('heading', { name: 'Subscribers' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('table-row');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Email',
      'Subscription Plan',
      'Invoice Number',
      'Status',
      'Created',
    ]);
    expect(within(rows[0]!).getByText('Kimironko Coffee')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('eric@kimironko.rw')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('INV-2025-0001')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3/24/2025, 2:05:09 pm')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Cancelled')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ partner: '7', page: '1', page_size: '10' });
  });
});
