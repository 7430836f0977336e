import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PrintableVoucher } from './batch-query';
import { durationText, expiryText, groupCode } from './card-texts';

// A4 in points, 2 × 5 cards a page: big enough to cut by hand and for a phone to scan the code.
const PAGE = { width: 595.28, height: 841.89, margin: 28 };
const COLUMNS = 2;
const ROWS = 5;
const GAP = 10;
const HEADER = 22;
const CARD_W = (PAGE.width - 2 * PAGE.margin - (COLUMNS - 1) * GAP) / COLUMNS;
const CARD_H = (PAGE.height - 2 * PAGE.margin - HEADER - (ROWS - 1) * GAP) / ROWS;
const PAD = 12;
// The QR code leaves the text column room for the code at 20 pt (9 Courier characters: 108 pt).
const QR_SIZE = Math.min(CARD_H - 2 * PAD, 104);
export const CARDS_PER_PAGE = COLUMNS * ROWS;

type SheetOptions = { title: string; timeZone: string };

/**
 * The batch as a printable A4 PDF: a grid of cards, each with the network name, the code (large, grouped),
 * its duration, 'Valid until' and a QR code of the code, with dashed cut lines. Built-in fonts only.
 */
export function renderVoucherSheet(
  batch: readonly PrintableVoucher[],
  options: SheetOptions,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: { Title: options.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pages = Math.max(1, Math.ceil(batch.length / CARDS_PER_PAGE));
  for (let page = 0; page < pages; page += 1) {
    doc.addPage();
    doc.font('Helvetica').fontSize(9).fillColor('#555555');
    doc.text(`${options.title} · page ${page + 1} of ${pages}`, PAGE.margin, PAGE.margin, {
      width: PAGE.width - 2 * PAGE.margin,
      lineBreak: false,
    });
    batch.slice(page * CARDS_PER_PAGE, (page + 1) * CARDS_PER_PAGE).forEach((voucher, i) => {
      const x = PAGE.margin + (i % COLUMNS) * (CARD_W + GAP);
      const y = PAGE.margin + HEADER + Math.floor(i / COLUMNS) * (CARD_H + GAP);
      drawCard(doc, voucher, x, y, options.timeZone);
    });
  }
  doc.end();
  return done;
}

function drawCard(
  doc: PDFKit.PDFDocument,
  voucher: PrintableVoucher,
  x: number,
  y: number,
  timeZone: string,
) {
  doc.save().lineWidth(0.8).dash(4, { space: 3 }).strokeColor('#999999');
  doc.roundedRect(x, y, CARD_W, CARD_H, 6).stroke();
  doc.restore();

  const textX = x + PAD;
  const textW = CARD_W - 3 * PAD - QR_SIZE;
  const line = (text: string, top: number, font: string, size: number, color: string) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, textX, top, {
      width: textW,
      lineBreak: false,
      ellipsis: true,
    });
  line('Wi-Fi network', y + PAD, 'Helvetica', 8, '#666666');
  line(voucher.network, y + PAD + 10, 'Helvetica-Bold', 11, '#000000');
  line('Voucher code', y + PAD + 34, 'Helvetica', 8, '#666666');
  line(groupCode(voucher.code), y + PAD + 44, 'Courier-Bold', 20, '#000000');
  line(durationText(voucher.durationSeconds), y + PAD + 74, 'Helvetica-Bold', 10, '#000000');
  line(`Valid until ${expiryText(voucher.expiryDate, timeZone)}`, y + PAD + 88, 'Helvetica', 8, '#333333');
  if (voucher.multiUser) line('Several devices', y + PAD + 100, 'Helvetica', 8, '#333333');

  drawQr(doc, voucher.code, x + CARD_W - PAD - QR_SIZE, y + (CARD_H - QR_SIZE) / 2, QR_SIZE);
}

/** The QR code as vector squares (one rectangle per run of dark modules): sharp at any print size. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill();
  doc.restore();
}
