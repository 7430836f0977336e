import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderPage } from '../../../test/render';
import { billingFixture, signIn } from './billing-test-helpers';
import { InvoiceDownloadButton } from './invoice-download-button';

let savedAs: string[] = [];

beforeEach(() => {
  signIn();
  savedAs = [];
  // jsdom cannot save files: record the name the link would save as.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedAs.push(this.download);
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => {} }),
  );
});

describe('InvoiceDownloadButton', () => {
  it('downloads the first invoice with the bearer token as invoice_{number}.pdf', async () => {
    const { callsTo } = mockApi({ 'GET partner/invoice/31/pdf/': () => ({ status: 200, body: '%PDF-1.4' }) });
    renderPage(<InvoiceDownloadButton billing={billingFixture()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice INV-0031' }));
    expect(await screen.findByText('Invoice downloaded successfully')).toBeInTheDocument();
    expect(callsTo('GET partner/invoice/31/pdf/')[0]?.headers.Authorization).toBe('Bearer a');
    expect(savedAs).toEqual(['invoice_INV-0031.pdf']);
  });

  it("says 'Failed to download invoice' when the server refuses", async () => {
    mockApi({ 'GET partner/invoice/31/pdf/': () => ({ status: 404, body: { detail: 'Not found.' } }) });
    renderPage(<InvoiceDownloadButton billing={billingFixture()} />);
    await userEvent.click(screen.getByRole('button', { name: /Download/ }));
    expect(await screen.findByText('Failed to download invoice')).toBeInTheDocument();
    expect(savedAs).toEqual([]);
  });

  it('refreshes an expired token once and retries', async () => {
    let calls = 0;
    mockApi({
      'GET partner/invoice/31/pdf/': () =>
        ++calls === 1 ? { status: 401, body: {} } : { status: 200, body: 'pdf' },
      'POST auth/jwt/refresh/': () => ({ status: 200, body: { access: 'a2', refresh: 'r2' } }),
    });
    renderPage(<InvoiceDownloadButton billing={billingFixture()} />);
    await userEvent.click(screen.getByRole('button', { name: /Download/ }));
    expect(await screen.findByText('Invoice downloaded successfully')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows a dash while the billing has no invoice', () => {
    renderPage(<InvoiceDownloadButton billing={billingFixture({ billing_invoices: [] })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
