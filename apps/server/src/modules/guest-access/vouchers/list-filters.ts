import { type SQL, and, eq, gte, isNull, like, lt, sql } from 'drizzle-orm';
import {
  VOUCHER_CODE_ALPHABET,
  VOUCHER_LIST_TEXTS,
  type TVoucherStatus,
  normalizeVoucherCode,
} from '@ared/contract/vouchers';
import type { Db } from '../../../db/client';
import { addDays, daysBetween } from '../../../lib/calendar';
import { fieldError } from '../../../lib/http-errors';
import { ownRealm } from '../../realms';
import { vouchers } from '../schema';

/** The query of the Vouchers list as the contract parses it (GET /radius/{slug}/admin/vouchers). */
export type VoucherListQuery = {
  status?: TVoucherStatus | undefined;
  expired?: boolean | undefined;
  batch?: string | undefined;
  search?: string | undefined;
  realm?: number | null | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
};

/** What the list keeps, checked against the caller's partner: what a list, a count or an export reads. */
export type VoucherFilters = {
  status?: TVoucherStatus | undefined;
  expired?: boolean | undefined;
  batch?: string | undefined;
  /** The typed code normalized (upper case, no spaces or dashes); '' is no search. */
  code?: string | undefined;
  /** A realm of the partner; null: vouchers without a realm. */
  realm?: number | null | undefined;
  /** Created within these days (both included) of the partners' time zone. */
  created?: { start?: string | undefined; end?: string | undefined; timeZone: string } | undefined;
};

const ALPHABET = new RegExp(`^[${VOUCHER_CODE_ALPHABET}]*$`);
/** Below three characters there is no trigram to look for inside a code, only at its start. */
const SUBSTRING_MIN = 3;

/**
 * The list's filters from its query, in one place so the list and any export of it read the same rows.
 * Another partner's realm answers 404 (as GET /v1/vouchers/?realm= does, decision 003); a range that ends
 * before it starts is a 400 field error.
 */
export async function parseVoucherListFilters(
  db: Db,
  partnerId: number,
  query: VoucherListQuery,
  timeZone: string,
): Promise<VoucherFilters> {
  const { search, realm, start_date: start, end_date: end, ...stored } = query;
  if (start !== undefined && end !== undefined && daysBetween(start, end) < 0)
    throw fieldError('end_date', VOUCHER_LIST_TEXTS.rangeReversed);
  if (realm !== undefined && realm !== null) await ownRealm(db, partnerId, realm);
  const code = search === undefined ? '' : normalizeVoucherCode(search);
  return {
    ...stored,
    ...(code !== '' && { code }),
    ...(realm !== undefined && { realm }),
    ...((start !== undefined || end !== undefined) && { created: { start, end, timeZone } }),
  };
}

/** Whether the list needs more than the stored status (its kept counts and anchors serve only that). */
export const hasRowFilters = (f: VoucherFilters): boolean =>
  f.code !== undefined || f.realm !== undefined || f.created !== undefined;

const dayStart = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/**
 * The row filters as SQL, or `false` when none can match (a search with a letter no code has). The code
 * search is a LIKE the trigram index `vouchers_code_trgm_idx` serves: a prefix for one or two characters
 * (pg_trgm indexes a word's start), a substring from three.
 */
export function rowFilterSql(f: VoucherFilters): SQL[] | false {
  const conditions: SQL[] = [];
  if (f.code !== undefined) {
    if (!ALPHABET.test(f.code)) return false;
    // Only alphabet letters and digits reach the pattern: no LIKE wildcard to escape.
    conditions.push(like(vouchers.code, f.code.length < SUBSTRING_MIN ? `${f.code}%` : `%${f.code}%`));
  }
  if (f.realm !== undefined)
    conditions.push(f.realm === null ? isNull(vouchers.realmId) : eq(vouchers.realmId, f.realm));
  if (f.created?.start !== undefined)
    conditions.push(gte(vouchers.createdAt, dayStart(f.created.start, f.created.timeZone)));
  if (f.created?.end !== undefined)
    conditions.push(lt(vouchers.createdAt, dayStart(addDays(f.created.end, 1), f.created.timeZone)));
  return conditions;
}

export const allOf = (conditions: SQL[]): SQL => and(...conditions)!;
