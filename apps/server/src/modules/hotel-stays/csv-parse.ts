/** One record of a CSV file and the line it starts on (1 = the header), for the import's report. */
export type CsvRecord = { line: number; cells: string[] };

/**
 * RFC 4180 CSV as spreadsheets write it: comma-separated, fields in double quotes may hold commas, line
 * breaks and doubled quotes; CRLF or LF; a leading byte-order mark is dropped. Blank lines are skipped.
 * An unclosed quote is reported as the line it opened on (`unclosedAt`), never guessed at.
 */
export function parseCsv(text: string): { records: CsvRecord[]; unclosedAt: number | null } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (c === '\n') line += 1;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
      quoteLine = line;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += c;
  }
  if (quoted) return { records, unclosedAt: quoteLine };
  if (cell !== '' || cells.length > 0) endRecord();
  return { records, unclosedAt: null };
}
