import { type Readable, Readable as ReadableStream, pipeline } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify';
import { type CsvCell, CSV_SAFETY } from '../csv';
import { contentDisposition } from '../serve-file';
import { type ExportQuery, type KeyedRow, keysetChunks } from './keyset-chunks';

/** One column of an export: its header, as the list's column reads, and its cell. */
export type ExportColumn<Row> = { header: string; cell: (row: Row) => CsvCell | null | undefined };

export type CsvExport<Row extends KeyedRow> = {
  fileName: string;
  columns: readonly ExportColumn<Row>[];
  query: ExportQuery<Row>;
};

/**
 * The query's rows as CSV bytes: a chunk is read only when the stream is read past the one before (the
 * consumer's backpressure reaches the reader through the pipeline), every cell goes through the product's
 * one CSV safety (`CSV_SAFETY`: formulas escaped), and once `stop` is aborted or the stream destroyed no
 * further chunk is read. The first chunk is read before the stream is returned, so a failing query fails
 * here, before anything is sent.
 */
export async function csvExportStream<Row extends KeyedRow>(
  { columns, query }: Pick<CsvExport<Row>, 'columns' | 'query'>,
  stop: AbortSignal,
  onError: (error: Error) => void = () => {},
): Promise<Readable> {
  const chunks = keysetChunks(query, stop);
  const first = await chunks.next();
  const toCells = (row: Row) => columns.map((c) => c.cell(row) ?? '');
  async function* records() {
    if (first.done) return;
    for (const row of first.value) yield toCells(row);
    for await (const chunk of chunks) for (const row of chunk) yield toCells(row);
  }
  return pipeline(
    ReadableStream.from(records()),
    stringify({ ...CSV_SAFETY, header: true, columns: columns.map((c) => c.header) }),
    (error) => {
      if (error && !stop.aborted) onError(error);
    },
  );
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
  const body = await csvExportStream(csv, gone.signal, (error) =>
    request.log.error({ err: error }, 'CSV export failed mid-file'),
  );
  reply.raw.once('close', () => gone.abort());
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(body);
}
