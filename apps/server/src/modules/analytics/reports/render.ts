import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { csvRows } from '../../../lib/csv';
import type { ReportChart, ReportHeader, ReportSection } from './model';

/**
 * The report as CSV, streamed: the header lines, then one table per section (its title on a line of its
 * own, its columns, its rows), a blank line between sections.
 */
export function reportCsv(header: ReportHeader, sections: ReportSection[]): Readable {
  const line = (cells: (string | number)[]) => csvRows([cells]);
  function* lines() {
    yield line(['Partner', header.partner]);
    yield line(['Box', header.box]);
    yield line(['Range', header.range]);
    yield line(['Generated', header.generated]);
    for (const section of sections) {
      yield '\n';
      yield line([section.title]);
      yield line(section.columns);
      for (const row of section.rows) yield line(row);
    }
  }
  return Readable.from(lines());
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_W = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const CHART_H = 170;
const ROW_H = 14;
const COLORS = ['#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed', '#0891b2'];

/**
 * The report as an A4 PDF, streamed: the partner, the box, the range and the generation time at the top;
 * each section's title, its chart drawn as vectors (bars with axes, ticks, labels and a legend; no images),
 * then its table. Built-in fonts only.
 */
export function reportPdf(header: ReportHeader, sections: ReportSection[]): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `Analytics report: ${header.tab}` },
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('#000000')
    .text('Analytics report', PAGE.margin, PAGE.margin);
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  for (const [label, value] of [
    ['Partner', header.partner],
    ['Box', header.box],
    ['Range', header.range],
    ['Generated', header.generated],
  ])
    doc.text(`${label}: ${value}`, { width: CONTENT_W });
  let y = doc.y + 12;
  const room = (needed: number) => {
    if (y + needed > BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
    }
  };
  for (const section of sections) {
    room(24 + (section.chart ? CHART_H + 30 : 0) + ROW_H * 2);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(section.title, PAGE.margin, y, {
      width: CONTENT_W,
      lineBreak: false,
      ellipsis: true,
    });
    y += 20;
    if (section.chart && section.chart.categories.length > 0) {
      drawChart(doc, section.chart, PAGE.margin, y, CONTENT_W, CHART_H);
      y += CHART_H + 30;
    }
    y = drawTable(doc, section, y);
    y += 16;
  }
  doc.end();
  return doc;
}

function drawTable(doc: PDFKit.PDFDocument, section: ReportSection, top: number): number {
  const width = CONTENT_W / Math.max(1, section.columns.length);
  const cells = (values: (string | number)[], y: number, bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .fillColor('#000000');
    values.forEach((value, i) =>
      doc.text(String(value), PAGE.margin + i * width + 2, y + 3, {
        width: width - 4,
        lineBreak: false,
        ellipsis: true,
      }),
    );
    doc.save().lineWidth(0.3).strokeColor('#cccccc');
    doc
      .moveTo(PAGE.margin, y + ROW_H)
      .lineTo(PAGE.margin + CONTENT_W, y + ROW_H)
      .stroke();
    doc.restore();
  };
  let y = top;
  cells(section.columns, y, true);
  y += ROW_H;
  for (const row of section.rows) {
    // A new page when the row does not fit, the columns again at its top.
    if (y + ROW_H > BOTTOM) {
      doc.addPage();
      y = PAGE.margin;
      cells(section.columns, y, true);
      y += ROW_H;
    }
    cells(row, y, false);
    y += ROW_H;
  }
  return y;
}

/** Grouped bars: a y axis with 0, half and the top value, a label under every few buckets, a legend. */
function drawChart(doc: PDFKit.PDFDocument, chart: ReportChart, x: number, y: number, w: number, h: number) {
  const axisW = 36;
  const legendH = 14;
  const plot = { x: x + axisW, y: y + legendH, w: w - axisW, h: h - legendH - 14 };
  const max = Math.max(0, ...chart.series.flatMap((s) => s.data));
  const top = max === 0 ? 1 : niceTop(max);
  // Legend.
  let lx = plot.x;
  chart.series.forEach((s, i) => {
    doc.rect(lx, y + 2, 8, 8).fill(COLORS[i % COLORS.length]!);
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#333333')
      .text(s.name, lx + 11, y + 2, { lineBreak: false });
    lx += 16 + doc.widthOfString(s.name) + 8;
  });
  // Axes and ticks.
  doc.save().lineWidth(0.6).strokeColor('#555555');
  doc
    .moveTo(plot.x, plot.y)
    .lineTo(plot.x, plot.y + plot.h)
    .lineTo(plot.x + plot.w, plot.y + plot.h)
    .stroke();
  doc.restore();
  for (const fraction of [0, 0.5, 1]) {
    const ty = plot.y + plot.h - fraction * plot.h;
    doc
      .save()
      .lineWidth(0.3)
      .strokeColor('#dddddd')
      .moveTo(plot.x, ty)
      .lineTo(plot.x + plot.w, ty)
      .stroke();
    doc.restore();
    doc
      .font('Helvetica')
      .fontSize(6)
      .fillColor('#555555')
      .text(formatTick(top * fraction), x, ty - 3, {
        width: axisW - 4,
        align: 'right',
        lineBreak: false,
      });
  }
  // Bars.
  const n = chart.categories.length;
  const slot = plot.w / n;
  const barW = Math.max(0.5, (slot * 0.8) / Math.max(1, chart.series.length));
  chart.series.forEach((s, si) => {
    s.data.forEach((value, i) => {
      const bh = (Math.max(0, value) / top) * plot.h;
      if (bh <= 0) return;
      doc
        .rect(plot.x + i * slot + slot * 0.1 + si * barW, plot.y + plot.h - bh, barW, bh)
        .fill(COLORS[si % COLORS.length]!);
    });
  });
  // Category labels: at most about 12 of them.
  const every = Math.max(1, Math.ceil(n / 12));
  chart.categories.forEach((label, i) => {
    if (i % every !== 0) return;
    doc
      .font('Helvetica')
      .fontSize(6)
      .fillColor('#555555')
      .text(label, plot.x + i * slot, plot.y + plot.h + 3, {
        width: slot * every,
        lineBreak: false,
        ellipsis: true,
      });
  });
}

/** A round axis top at or above `max` (1, 2 or 5 times a power of ten). */
function niceTop(max: number): number {
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

const formatTick = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
