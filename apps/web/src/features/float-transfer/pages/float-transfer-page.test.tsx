import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, renderRoutes } from '../../../test/render';
import { FloatTransferPage } from './float-transfer-page';

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('FloatTransferPage', () => {
  it('is titled Active Micro Franchisees with the nine tabs, the first selected', () => {
    renderPage(<FloatTransferPage />, { path: '/float-transfer' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Active Micro Franchisees');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Aggregator Deposit',
      'Initiate TXN Rollback',
      'Approve TXN Rollback',
      'Commission Payments',
      'MF Deposit',
      'MF Credit Approval',
      'MF Credit Suspend',
      'MF Deposit SMS',
      'MF Penalties and Reimbursement',
    ]);
    expect(screen.getByRole('tab', { name: 'Aggregator Deposit' })).toHaveAttribute('aria-selected', 'true');
  });

  it('gives the two rollback tabs one layout (the transaction report) and empty tables', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/float-transfer', element: <FloatTransferPage /> }], {
      initialPath: '/float-transfer?tab=initiate-txn-rollback',
    });
    const report = ['Date', 'Id', 'User Phone', 'User Name', 'Service', 'Client Phone', 'Total amount'];
    expect(headers()).toEqual(report);
    await user.click(screen.getByRole('tab', { name: 'Approve TXN Rollback' }));
    expect(headers()).toEqual(report);
    expect(screen.getByTestId('table-empty')).toHaveTextContent('No records');
  });

  it("spells Deposit SMS's 'Amount Received' correctly and saves nothing", async () => {
    renderRoutes([{ path: '/float-transfer', element: <FloatTransferPage /> }], {
      initialPath: '/float-transfer?tab=mf-deposit-sms',
    });
    expect(headers()).toEqual([
      'Phone Number',
      'Send Date',
      'Amount Received',
      'Token Sent',
      'Agent Confirmed',
    ]);
    expect(screen.queryByRole('button', { name: /save|submit/i })).toBeNull();
  });
});
