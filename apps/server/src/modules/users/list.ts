import { type SQL, and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { PARTNER_USER_TYPES } from '@ared/contract/plans';
import type { TUserListItem } from '@ared/contract/users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { orderByOf } from '../../lib/ordering';
import type { ListSource } from '../../lib/list/paged-list';
import { likePattern } from '../../lib/pagination';
import { fullName } from './serialize';

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

/**
 * The partner's users as a paged list (newest first): its people (the five user types of User SignUp), or
 * with the SME filter an SME's own accounts, which System Admins does not list.
 */
export function userListSource(
  db: Db,
  partnerId: number,
  f: UserListFilters,
  ordering: string | undefined,
): ListSource<TUserListItem> {
  const conditions: SQL[] = [eq(users.partnerId, partnerId)];
  if (f.smeId !== undefined) conditions.push(eq(users.smeId, f.smeId));
  if (f.role) conditions.push(eq(users.role, f.role));
  if (f.userType) conditions.push(eq(users.userType, f.userType));
  else if (f.smeId === undefined) conditions.push(inArray(users.userType, [...PARTNER_USER_TYPES]));
  if (f.isActive !== undefined) conditions.push(eq(users.isActive, f.isActive));
  if (f.search) {
    const p = likePattern(f.search);
    conditions.push(
      or(
        ilike(users.email, p),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p),
        ilike(users.role, p),
        ilike(users.userType, p),
      )!,
    );
  }
  const where = and(...conditions);
  const order = orderByOf(ordering, USER_ORDER_COLUMNS, users.id, [desc(users.dateJoined), desc(users.id)]);
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toUserListItem) };
    },
  };
}

function toUserListItem(u: typeof users.$inferSelect): TUserListItem {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    full_name: fullName(u),
    email: u.email,
    phone: u.phone,
    gender: u.gender,
    role: u.role,
    user_type: u.userType,
    is_active: u.isActive,
    status: u.status,
    partner: u.partnerId,
    sme: u.smeId,
    date_joined: u.dateJoined.toISOString(),
  };
}
