import { and, eq } from 'drizzle-orm';
import { PAYMENT_METHOD_LABELS } from '@ared/contract/billing';
import type { Db } from '../../db/client';
import { billings, invoices, payments } from './schema';
import { partners } from '../partners/schema';
import { smes } from '../smes/schema';
import { notFound } from '../../lib/http-errors';
import { type InvoiceData, renderInvoicePdf } from './invoice-pdf';

export const INVOICE_NOT_FOUND = 'Invoice not found.';

/** The invoice of one of the partner's billings as a PDF, with the file name the dashboard saves it under. */
export async function invoicePdf(
  db: Db,
  partnerId: number,
  invoiceId: number,
  timeZone: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await db
    .select({
      invoice: invoices,
      billing: billings,
      sme: smes,
      partnerName: partners.name,
      payment: payments,
    })
    .from(invoices)
    .innerJoin(billings, and(eq(billings.id, invoices.billingId), eq(billings.partnerId, invoices.partnerId)))
    .innerJoin(smes, eq(smes.id, billings.smeId))
    .innerJoin(partners, eq(partners.id, billings.partnerId))
    .leftJoin(payments, eq(payments.billingId, billings.id))
    .where(and(eq(invoices.id, invoiceId), eq(billings.partnerId, partnerId)))
    .limit(1);
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  const day = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone });
  const b = row.billing;
  const data: InvoiceData = {
    invoiceNumber: row.invoice.invoiceNumber,
    issuedOn: day(row.invoice.created),
    partner: { name: row.partnerName },
    sme: {
      name: row.sme.name,
      uniqueId: row.sme.uniqueId,
      tinNumber: row.sme.tinNumber,
      adminName: row.sme.adminName,
      adminEmail: row.sme.adminEmail,
      location: row.sme.location,
    },
    item: { kind: b.kind, name: b.itemName },
    period: { start: b.startDate, end: b.endDate },
    dueDate: b.dueDate,
    amount: b.amount,
    discountPercentage: b.discountPercentage,
    finalAmount: b.finalAmount,
    payment: row.payment
      ? {
          paidAt: day(row.payment.paidAt),
          method: PAYMENT_METHOD_LABELS[row.payment.method],
          reference: row.payment.reference,
        }
      : null,
  };
  return { fileName: `invoice_${row.invoice.invoiceNumber}.pdf`, pdf: await renderInvoicePdf(data) };
}
