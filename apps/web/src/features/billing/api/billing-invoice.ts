import { useMutation } from '@tanstack/react-query';
import { httpBlob } from '../../../lib/http';
import { invoiceFileName } from '../billing-format';
import { saveFile } from '../../../lib/save-file';

export type InvoiceRef = { id: number; invoice_number: string };

/** GET partner/invoice/{id}/pdf/ as a file. */
export const getInvoicePdf = (invoiceId: number): Promise<Blob> =>
  httpBlob(`partner/invoice/${invoiceId}/pdf/`);

/** Downloads an invoice and saves it as invoice_{invoice number or id}.pdf (spec part 1 §7). */
export const downloadInvoice = async (invoice: InvoiceRef): Promise<void> =>
  saveFile(await getInvoicePdf(invoice.id), invoiceFileName(invoice));

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
