import { type SQL, and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { TMediaFile, TMediaFileType } from '@ared/contract/media';
import type { Database, Db } from '../../db/client';
import { MEDIA_FILE_LIST, type MediaRealmSide, mediaFileScopes } from '../../db/list-scopes';
import { MEDIA_STATUSES } from '@ared/contract/media';
import { mediaFiles } from './schema';
import { realms } from '../realms/schema';
import type { SeekOrder } from '../../lib/list/anchors';
import type { ListSource } from '../../lib/list/paged-list';
import { placeholder, seekableSource, withCondition } from '../../lib/list/seekable-source';
import { likePattern } from '../../lib/pagination';
import { ownRealm } from '../realms';
import { assertOwnSme, ownCategory } from './owned';
import { type MediaFileRow, fileSelection, filesWithNames, toMediaFile } from './serialize';

type Status = (typeof MEDIA_STATUSES)[number];

export type FileFilters = {
  realm?: number | undefined;
  /** realm__partner: the partner's own realms (no SME). */
  partnerRealms?: boolean | undefined;
  /** realm__sme__partner: its SMEs' realms. */
  smeRealms?: boolean | undefined;
  /** realm__sme: one SME's realms. */
  sme?: number | undefined;
  category?: number | undefined;
  status?: Status | undefined;
  fileType?: TMediaFileType | undefined;
  search?: string | undefined;
};

/** Newest first, served by the (partner_id, [status,] created, id) indexes (migration 0010). */
export const NEWEST_FIRST: SeekOrder = {
  columns: [mediaFiles.created, mediaFiles.id],
  casts: ['timestamptz', 'int8'],
  direction: 'desc',
};
const newestFirst = () => NEWEST_FIRST.columns.map((c) => desc(c));

const EMPTY: ListSource<never> = { count: async () => 0, rows: async () => ({ rows: [] }) };

/**
 * The partner's offline files. The tabs' lists (all, the partner realms', the SME realms', by status) have
 * kept counts and seek deep pages from anchors (decisions 019, 021), so they cost the same with 100,000
 * files; a realm, SME, category, type or search is counted on its index. A named realm, SME or category of
 * another partner answers 404.
 */
export async function fileListSource(
  database: Database,
  partnerId: number,
  f: FileFilters,
): Promise<ListSource<TMediaFile>> {
  const db = database.db;
  if (f.realm !== undefined) await ownRealm(db, partnerId, f.realm);
  if (f.sme !== undefined) await assertOwnSme(db, partnerId, f.sme);
  if (f.category !== undefined) await ownCategory(db, partnerId, f.category);
  if (f.partnerRealms && (f.smeRealms || f.sme !== undefined)) return EMPTY;
  const sides: MediaRealmSide[] = f.partnerRealms ? ['partner'] : f.smeRealms ? ['sme'] : ['partner', 'sme'];
  const isKept =
    f.realm === undefined &&
    f.sme === undefined &&
    f.category === undefined &&
    f.fileType === undefined &&
    !f.search;
  if (isKept) return keptSource(database, partnerId, sides, f.status);
  return countedSource(db, partnerId, sides, f);
}

const sideCondition = (sides: MediaRealmSide[]): SQL | undefined =>
  sides.length === 2
    ? undefined
    : sides[0] === 'partner'
      ? isNull(mediaFiles.smeId)
      : isNotNull(mediaFiles.smeId);

function keptSource(
  database: Database,
  partnerId: number,
  sides: MediaRealmSide[],
  status: Status | undefined,
): ListSource<TMediaFile> {
  const side = sides.length === 2 ? 'all' : sides[0]!;
  const own = (partner: unknown, statusValue: unknown) =>
    and(
      eq(mediaFiles.partnerId, partner as number),
      sideCondition(sides),
      status === undefined ? undefined : eq(mediaFiles.status, statusValue as Status),
    )!;
  return seekableSource({
    name: `media_files_${side}_${status === undefined ? 'any' : 'status'}_newest`,
    database,
    kept: {
      list: MEDIA_FILE_LIST,
      partnerId,
      scopes: mediaFileScopes(sides, status ? [status] : MEDIA_STATUSES),
    },
    order: NEWEST_FIRST,
    ids: (hot, condition) =>
      hot
        .select({ id: mediaFiles.id })
        .from(mediaFiles)
        .where(withCondition(own(placeholder('partner'), placeholder('status')), condition))
        .$dynamic(),
    page: (hot, ids, extra) =>
      filesWithNames(hot, { ...fileSelection, ...extra })
        .where(inArray(mediaFiles.id, ids))
        .orderBy(...newestFirst()),
    values: { partner: partnerId, ...(status !== undefined && { status }) },
    anchorsFrom: { table: sql`${mediaFiles}`, where: own(partnerId, status) },
    toItem: (row: MediaFileRow) => toMediaFile(row),
  });
}

/** The conditions of the list's filters (ownership of the named ids already checked). */
function fileConditions(db: Db, partnerId: number, sides: MediaRealmSide[], f: FileFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(mediaFiles.partnerId, partnerId), sideCondition(sides)];
  if (f.realm !== undefined) conditions.push(eq(mediaFiles.realmId, f.realm));
  if (f.sme !== undefined) conditions.push(eq(mediaFiles.smeId, f.sme));
  if (f.category !== undefined) conditions.push(eq(mediaFiles.categoryId, f.category));
  if (f.status !== undefined) conditions.push(eq(mediaFiles.status, f.status));
  if (f.fileType !== undefined) conditions.push(eq(mediaFiles.fileType, f.fileType));
  if (f.search) {
    const pattern = likePattern(f.search);
    conditions.push(
      or(
        ilike(mediaFiles.originalFileName, pattern),
        ilike(mediaFiles.title, pattern),
        ilike(mediaFiles.description, pattern),
        inArray(
          mediaFiles.realmId,
          db
            .select({ id: realms.id })
            .from(realms)
            .where(and(eq(realms.partnerId, partnerId), ilike(realms.name, pattern))),
        ),
      ),
    );
  }
  return and(...conditions)!;
}

/**
 * The rows the list's filters select, as one condition, for the export (decision 051): the same checks
 * (another partner's realm, SME or category answers 404) and the same conditions as the list.
 */
export async function fileListWhere(db: Db, partnerId: number, f: FileFilters): Promise<SQL> {
  if (f.realm !== undefined) await ownRealm(db, partnerId, f.realm);
  if (f.sme !== undefined) await assertOwnSme(db, partnerId, f.sme);
  if (f.category !== undefined) await ownCategory(db, partnerId, f.category);
  if (f.partnerRealms && (f.smeRealms || f.sme !== undefined)) return sql`false`;
  const sides: MediaRealmSide[] = f.partnerRealms ? ['partner'] : f.smeRealms ? ['sme'] : ['partner', 'sme'];
  return fileConditions(db, partnerId, sides, f);
}

function countedSource(
  db: Db,
  partnerId: number,
  sides: MediaRealmSide[],
  f: FileFilters,
): ListSource<TMediaFile> {
  const where = fileConditions(db, partnerId, sides, f);
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(mediaFiles).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      // The page's ids first: the names are joined for its rows only, not for every row an offset skips.
      const pageIds = db
        .select({ id: mediaFiles.id })
        .from(mediaFiles)
        .where(where)
        .orderBy(...newestFirst())
        .limit(limit)
        .offset(skip);
      const rows = await filesWithNames(db)
        .where(inArray(mediaFiles.id, pageIds))
        .orderBy(...newestFirst());
      return { rows: rows.map(toMediaFile) };
    },
  };
}
