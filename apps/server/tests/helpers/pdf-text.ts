import { inflateSync } from 'node:zlib';

/**
 * What a PDF made by pdfkit says, enough for tests: the page count and the text of every TJ/Tj operator
 * (content streams inflated, hex strings decoded as WinAnsi, kerned pieces of one string joined).
 */
export function readPdf(pdf: Buffer): { pages: number; texts: string[] } {
  const raw = pdf.toString('latin1');
  const pages = (raw.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : op[2]!;
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return { pages, texts };
}
