import { type SQL, and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { PARTNER_USER_TYPES, ROLE_OF_USER_TYPE } from '@ared/contract/plans';
import type { TUserListItem } from '@ared/contract/users';
import type { Database } from '../../db/client';
import { USER_LIST, userScopes } from '../../db/list-scopes';
import { kiosks } from '../kiosks/schema';
import { users, usersSearchText } from './schema';
import type { SeekOrder } from '../../lib/list/anchors';
import { keptCount } from '../../lib/list/kept-count';
import type { ListSource } from '../../lib/list/paged-list';
import { placeholder, seekableSource, withCondition } from '../../lib/list/seekable-source';
import { orderByOf } from '../../lib/ordering';
import { likePattern } from '../../lib/pagination';
import { toUserListItem } from './serialize';

/**
 * Whether the person runs one of the partner's kiosks (the spec's User has_kiosk): one index probe a row.
 * The user columns are qualified by hand: drizzle writes a lone table's columns unqualified, and inside this
 * subquery an unqualified "id" would be the kiosk's.
 */
export const HAS_KIOSK = sql<boolean>`exists (select 1 from ${kiosks} k where k.assigned_to_id = ${users}.id and k.partner_id = ${users}.partner_id)`;

export type UserListFilters = {
  smeId?: number | undefined;
  role?: string | undefined;
  userType?: string | undefined;
  isActive?: boolean | undefined;
  search?: string | undefined;
};

/** GET users/?ordering=: a person's name is first name then last name, case aside. */
const USER_ORDER_COLUMNS = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: sql`lower(${users.email})`,
  phone: users.phone,
  role: users.role,
  is_active: users.isActive,
  date_joined: users.dateJoined,
};

/** Newest first, served by the people indexes of migration 0014 (ascending, read backwards). */
export const NEWEST_FIRST: SeekOrder = {
  columns: [users.dateJoined, users.id],
  casts: ['timestamptz', 'int4'],
  direction: 'desc',
};
const newestFirst = () => NEWEST_FIRST.columns.map((c) => desc(c));

/**
 * Written out, not bound: the partial people indexes (`where user_type <> 'SME'`) serve a prepared
 * statement's generic plan only when its condition names the same constant.
 */
const IS_PERSON = sql`${users.userType} <> 'SME'`;

const EMPTY: ListSource<never> = { count: async () => 0, rows: async () => ({ rows: [] }) };

/**
 * The user types a people list covers (decision 033): the partner's people unless a type or a role narrows
 * them (a role is given by the type). Null for an SME's accounts (`sme=`), which are not people of the partner.
 */
function peopleTypesOf(f: UserListFilters): string[] | null {
  if (f.smeId !== undefined) return null;
  return PARTNER_USER_TYPES.filter(
    (type) =>
      (f.userType === undefined || f.userType === type) &&
      (f.role === undefined || f.role === ROLE_OF_USER_TYPE[type]),
  );
}

const isNewestFirst = (ordering: string | undefined) => ordering === undefined || ordering === '-date_joined';

/**
 * The partner's people (System Admins, micro franchisees, officers) as a paged list, newest first: the total
 * is kept by triggers and deep pages seek from anchors (decisions 019, 021), whatever the partner's size. A
 * search (trigram index), another order or an SME's accounts are counted and paged by offset.
 */
export function userListSource(
  database: Database,
  partnerId: number,
  f: UserListFilters,
  ordering: string | undefined,
): ListSource<TUserListItem> {
  const types = peopleTypesOf(f);
  if (types !== null && types.length === 0) return EMPTY;
  const seekable =
    types !== null && !f.search && isNewestFirst(ordering) && (types.length === 1 || types.length === 5);
  if (seekable) return peopleSource(database, partnerId, types, f.isActive);
  return countedSource(database, partnerId, f, types, ordering);
}

function peopleSource(
  database: Database,
  partnerId: number,
  types: string[],
  isActive: boolean | undefined,
): ListSource<TUserListItem> {
  const one = types.length === 1 ? types[0]! : undefined;
  const byStatus = isActive !== undefined;
  // The list's own rows, on placeholders for the page statements and on values for the anchors.
  const own = (partner: unknown, type: unknown, active: unknown): SQL =>
    and(
      eq(users.partnerId, partner as number),
      one !== undefined ? eq(users.userType, type as string) : IS_PERSON,
      byStatus ? eq(users.isActive, active as boolean) : undefined,
    )!;
  return seekableSource({
    name: `users_${one === undefined ? 'people' : 'type'}${byStatus ? '_status' : ''}_newest`,
    database,
    kept: { list: USER_LIST, partnerId, scopes: userScopes(types, isActive) },
    order: NEWEST_FIRST,
    ids: (hot, condition) =>
      hot
        .select({ id: users.id })
        .from(users)
        .where(
          withCondition(own(placeholder('partner'), placeholder('type'), placeholder('active')), condition),
        )
        .$dynamic(),
    page: (hot, ids, extra) =>
      hot
        .select({ user: users, hasKiosk: HAS_KIOSK, ...extra })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(...newestFirst()),
    values: {
      partner: partnerId,
      ...(one !== undefined && { type: one }),
      ...(byStatus && { active: isActive }),
    },
    anchorsFrom: { table: sql`${users}`, where: own(partnerId, one, isActive) },
    toItem: (row: { user: typeof users.$inferSelect; hasKiosk: boolean }) =>
      toUserListItem(row.user, row.hasKiosk),
  });
}

/**
 * The rows the list's filters select, as one condition: the list's counted path and the export
 * (decision 051) read the same rules.
 */
export function userListWhere(partnerId: number, f: UserListFilters): SQL {
  const types = peopleTypesOf(f);
  if (types !== null && types.length === 0) return sql`false`;
  return peopleWhere(partnerId, f, types);
}

function peopleWhere(partnerId: number, f: UserListFilters, types: string[] | null): SQL {
  const conditions: (SQL | undefined)[] = [eq(users.partnerId, partnerId)];
  if (types === null) conditions.push(eq(users.smeId, f.smeId!));
  else conditions.push(IS_PERSON, types.length < 5 ? inArray(users.userType, types) : undefined);
  if (types === null && f.role) conditions.push(eq(users.role, f.role));
  if (types === null && f.userType) conditions.push(eq(users.userType, f.userType));
  if (f.isActive !== undefined) conditions.push(eq(users.isActive, f.isActive));
  if (f.search) {
    // One lower-cased text, as the trigram index has it (email, name, role, type: part 1 §5), plus the
    // active flag's words.
    const term = f.search.toLowerCase();
    const flag = ['active', 'suspended'].find((word) => word.startsWith(term));
    conditions.push(
      or(
        sql`${usersSearchText(users)} like ${likePattern(term)}`,
        flag === undefined ? undefined : eq(users.isActive, flag === 'active'),
      ),
    );
  }
  return and(...conditions)!;
}

function countedSource(
  database: Database,
  partnerId: number,
  f: UserListFilters,
  types: string[] | null,
  ordering: string | undefined,
): ListSource<TUserListItem> {
  const db = database.db;
  const where = peopleWhere(partnerId, f, types);
  const order = orderByOf(ordering, USER_ORDER_COLUMNS, users.id, [desc(users.dateJoined), desc(users.id)]);
  const kept = types !== null && !f.search;
  return {
    count: async () => {
      if (kept)
        return keptCount(database, { list: USER_LIST, partnerId, scopes: userScopes(types, f.isActive) });
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const ids = db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip);
      const rows = await db
        .select({ user: users, hasKiosk: HAS_KIOSK })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(...order);
      return { rows: rows.map((row) => toUserListItem(row.user, row.hasKiosk)) };
    },
  };
}
