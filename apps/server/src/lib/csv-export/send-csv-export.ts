import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CsvCell, csvLine } from '../csv';
import { contentDisposition } from '../serve-file';
import { type ExportQuery, type KeyedRow, keysetChunks } from './keyset-chunks';

/** One column of an export: its header, as the list's column reads, and its cell. */
export type ExportColumn<Row> = { header: string; cell: (row: Row) => CsvCell | null | undefined };

export type CsvExport<Row extends KeyedRow> = {
  fileName: string;
  columns: readonly ExportColumn<Row>[];
  query: ExportQuery<Row>;
};

/** Bytes buffered ahead of the client: past this the next chunk waits until the reply has taken them. */
const BUFFERED_BYTES = 64 * 1024;

/**
 * The query's rows as CSV bytes, one chunk of rows at a time: each chunk is written line by line by `csvLine`
 * (lib/csv, formulas escaped), and the next is read only when the stream's buffer has
 * drained below BUFFERED_BYTES, so the consumer's backpressure (the reply's socket) holds the reading back.
 * Once `stop` is aborted or the stream destroyed no further chunk is read. The first chunk is read before
 * the stream is returned, so a failing query fails here, before anything is sent.
 */
export async function csvExportStream<Row extends KeyedRow>(
  { columns, query }: Pick<CsvExport<Row>, 'columns' | 'query'>,
  stop: AbortSignal,
): Promise<Readable> {
  // Each line is written by csvLine, the product's one CSV writer (formulas escaped), as its row arrives
  // (decisions 060 and 070): one string per chunk goes through the stream, not a thousand rows.
  const chunks = keysetChunks(query, (row: Row) => csvLine(columns.map((c) => c.cell(row) ?? '')), stop);
  const first = await chunks.next();
  async function* text() {
    yield csvLine(columns.map((c) => c.header));
    if (first.done) return;
    yield first.value;
    yield* chunks;
  }
  return Readable.from(text(), { objectMode: false, highWaterMark: BUFFERED_BYTES });
}

/**
 * Answers with the export as a CSV attachment, streamed (decision 051). A client that goes away stops the
 * reading before the next chunk; a query that fails mid-file cuts the file off (the status is sent).
 */
export async function sendCsvExport<Row extends KeyedRow>(
  request: FastifyRequest,
  reply: FastifyReply,
  { fileName, ...csv }: CsvExport<Row>,
): Promise<FastifyReply> {
  const gone = new AbortController();
  const body = await csvExportStream(csv, gone.signal);
  // A query that fails mid-file cuts the file off (the status has gone): logged, the socket closed.
  body.once('error', (error) => request.log.error({ err: error }, 'CSV export failed mid-file'));
  reply.raw.once('close', () => gone.abort());
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(body);
}
