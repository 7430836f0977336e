import type { Db } from '../../db/client';
import { isoCell, yesNo } from '../../lib/csv-export/cells';
import { type ExportQuery, seekExportQuery } from '../../lib/csv-export/keyset-chunks';
import type { ExportColumn } from '../../lib/csv-export/send-csv-export';
import { HAS_KIOSK, NEWEST_FIRST, type UserListFilters, userListWhere } from './list';
import { users } from './schema';

type ExportRow = { user: typeof users.$inferSelect; hasKiosk: boolean; key: string[] };

/** The people the list's filters select, newest first (the list's default order), in chunks. */
export function userExportQuery(db: Db, partnerId: number, filters: UserListFilters): ExportQuery<ExportRow> {
  const where = userListWhere(partnerId, filters);
  return seekExportQuery<ExportRow>(db, NEWEST_FIRST, where, (key) =>
    db.select({ user: users, hasKiosk: HAS_KIOSK, key }).from(users),
  );
}

/** The people list's columns; never a password hash or a token (the user row is read, its secrets not written). */
export const USER_EXPORT_COLUMNS: readonly ExportColumn<ExportRow>[] = [
  { header: 'Name', cell: (r) => `${r.user.firstName} ${r.user.lastName}`.trim() },
  { header: 'Email', cell: (r) => r.user.email },
  { header: 'Phone', cell: (r) => r.user.phone },
  { header: 'Gender', cell: (r) => r.user.gender },
  { header: 'User Type', cell: (r) => r.user.userType },
  { header: 'Status', cell: (r) => (r.user.isActive ? 'Active' : 'Suspended') },
  { header: 'Has Kiosk', cell: (r) => yesNo(r.hasKiosk) },
  { header: 'Date Joined (UTC)', cell: (r) => isoCell(r.user.dateJoined) },
];
