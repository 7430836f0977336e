import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { getAuthState } from '../../../lib/auth-store';
import { API_BASE, refreshSession } from '../../../lib/http';
import { invoiceFileName } from '../billing-format';
import { saveFile } from '../billing-save-file';

export type InvoiceRef = { id: number; invoice_number: string };

const request = (path: string, accessToken: string | null) =>
  fetch(`${API_BASE}/${path}`, {
    headers: {
      Accept: 'application/pdf',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
  });

/**
 * GET partner/invoice/{id}/pdf/ as a file. The shared client reads bodies as JSON, so the PDF is
 * fetched here, with the same bearer token and the same single-flight refresh on 401.
 */
export async function getInvoicePdf(invoiceId: number): Promise<Blob> {
  const path = `partner/invoice/${invoiceId}/pdf/`;
  const token = getAuthState().accessToken;
  let res = await request(path, token);
  if (res.status === 401 && token && (await refreshSession(token)))
    res = await request(path, getAuthState().accessToken);
  if (!res.ok) throw new ApiError({ status: res.status });
  return res.blob();
}

/** Downloads an invoice and saves it as invoice_{invoice number or id}.pdf (spec part 1 §7). */
export const downloadInvoice = async (invoice: InvoiceRef): Promise<void> =>
  saveFile(await getInvoicePdf(invoice.id), invoiceFileName(invoice));

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
