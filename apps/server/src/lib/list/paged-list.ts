import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type Page, pageOf } from './page';
import { type Anchors, ANCHOR_EVERY, type SeekKey, anchorsFor, windowAt } from './anchors';

export type PageRequest = { page: number; pageSize: number };

/** A window of a list: `limit` rows after skipping `skip`, counted from anchor `after` (null: the top). */
export type PageWindow = { limit: number; skip: number; after: SeekKey | null };

/** A window's rows; with the kept version its snapshot saw (sought windows) and the total (kept lists). */
export type PageRows<R> = { rows: R[]; version?: string | undefined; count?: number | undefined };

/**
 * What a list gives the helper. `count` is kept (one lookup) or counted (an index-only count for the
 * filtered lists). `rows` reads a window; when `after` is set it also returns the kept version its own
 * snapshot saw. `seek`, for the lists whose order an index serves, names and builds the anchors.
 */
export type ListSource<R> = {
  count: () => Promise<number>;
  rows: (window: PageWindow) => Promise<PageRows<R>>;
  /** The rows come with the total (read in the same statement) whenever there is at least one. */
  rowsCarryCount?: boolean;
  seek?: { key: string; anchors: () => Promise<Anchors> } | undefined;
};

/**
 * One page in Django REST Framework's shape (`count`, `next`, `previous`, `results`), for every list: the
 * total and the rows are read at once; a deep page of a seekable list starts from the nearest anchor (an
 * index seek) instead of walking its whole offset (decision 021).
 */
export async function pagedList<R>(
  request: FastifyRequest,
  db: Db,
  { page, pageSize }: PageRequest,
  source: ListSource<R>,
): Promise<Page<R>> {
  const offset = (page - 1) * pageSize;
  if (source.rowsCarryCount) {
    const read = await pageRows(db, source, offset, pageSize);
    const count = read.count ?? (await source.count());
    return pageOf(request, { page, pageSize, count, results: read.rows });
  }
  const [count, read] = await Promise.all([source.count(), pageRows(db, source, offset, pageSize)]);
  return pageOf(request, { page, pageSize, count, results: read.rows });
}

async function pageRows<R>(
  db: Db,
  source: ListSource<R>,
  offset: number,
  limit: number,
): Promise<PageRows<R>> {
  const { seek } = source;
  if (!seek || offset < ANCHOR_EVERY) return source.rows({ limit, skip: offset, after: null });
  let anchors = await anchorsFor(db, seek.key, seek.anchors);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { after, skip } = windowAt(offset, anchors);
    if (!after) break;
    const read = await source.rows({ limit, skip, after });
    // The rows are right only if the list has not changed since the anchors were read.
    if (read.version === anchors.version) return read;
    if (read.rows.length === 0 && read.version === undefined) break;
    // Once: anchors read again after the retry also missed would cost a whole-list read for nothing.
    if (attempt === 0) anchors = await anchorsFor(db, seek.key, seek.anchors, anchors.version);
  }
  // The list keeps changing under us (or the page is past its end): walk the offset, as any list would.
  return source.rows({ limit, skip: offset, after: null });
}
