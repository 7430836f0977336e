import PDFDocument from 'pdfkit';

export type InvoiceData = {
  invoiceNumber: string;
  issuedOn: string;
  partner: { name: string };
  sme: {
    name: string;
    uniqueId: string;
    tinNumber: string;
    adminName: string;
    adminEmail: string;
    location: string;
  };
  item: { kind: 'subscription' | 'sms'; name: string };
  period: { start: string; end: string };
  dueDate: string;
  amount: number;
  discountPercentage: number;
  finalAmount: number;
  payment: { paidAt: string; method: string; reference: string } | null;
};

const rwf = (amount: number) => `RWF ${Math.round(amount).toLocaleString('en-US')}`;

/** Renders an invoice as a one-page A4 PDF with the built-in Helvetica fonts (no font files to ship). */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${data.invoiceNumber}`, Author: data.partner.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(22).text('INVOICE', { align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor('#555555');
  doc.text(`Invoice number: ${data.invoiceNumber}`, { align: 'right' });
  doc.text(`Issued: ${data.issuedOn}`, { align: 'right' });
  doc.text(`Due date: ${data.dueDate}`, { align: 'right' });
  doc.moveDown(1.5).fillColor('#000000');

  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(11).text('From', 56, top);
  doc.font('Helvetica').fontSize(10).text(data.partner.name, 56, doc.y);
  doc.font('Helvetica-Bold').fontSize(11).text('Bill to', 320, top);
  doc.font('Helvetica').fontSize(10);
  for (const line of [
    data.sme.name,
    `SME ID: ${data.sme.uniqueId}`,
    `TIN: ${data.sme.tinNumber}`,
    data.sme.adminName,
    data.sme.adminEmail,
    data.sme.location,
  ])
    doc.text(line, 320);
  doc.moveDown(2);

  const rows: [string, string][] = [
    [data.item.kind === 'subscription' ? 'Subscription plan' : 'SMS package', data.item.name],
    ['Period', `${data.period.start} to ${data.period.end}`],
    ['Amount', rwf(data.amount)],
    [
      'Discount',
      data.discountPercentage > 0
        ? `${data.discountPercentage}% (- ${rwf(data.amount - data.finalAmount)})`
        : 'None',
    ],
    ['Final amount', rwf(data.finalAmount)],
  ];
  let y = doc.y;
  doc.moveTo(56, y).lineTo(539, y).strokeColor('#cccccc').stroke();
  for (const [label, value] of rows) {
    y += 8;
    const bold = label === 'Final amount';
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    doc.text(label, 56, y);
    doc.text(value, 260, y, { width: 279, align: 'right' });
    y = doc.y + 8;
    doc.moveTo(56, y).lineTo(539, y).stroke();
  }
  doc.moveDown(2);

  const status = data.payment ? 'PAID' : 'UNPAID';
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(data.payment ? '#2f9e44' : '#e03131')
    .text(status, 56, doc.y, { align: 'left' });
  doc.fillColor('#000000').font('Helvetica').fontSize(10);
  if (data.payment) {
    doc.text(`Paid on ${data.payment.paidAt} by ${data.payment.method}`);
    if (data.payment.reference) doc.text(`Reference: ${data.payment.reference}`);
  } else {
    doc.text(`Please pay ${rwf(data.finalAmount)} by ${data.dueDate}.`);
  }
  doc.end();
  return done;
}
