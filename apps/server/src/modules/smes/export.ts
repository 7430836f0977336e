import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoCell, yesNo } from '../../lib/csv-export/cells';
import { type ExportQuery, seekExportQuery } from '../../lib/csv-export/keyset-chunks';
import type { ExportColumn } from '../../lib/csv-export/send-csv-export';
import { subscriptionPlans } from '../subscriptions/schema';
import {
  NEWEST_FIRST,
  type SmeFilters,
  type SmeSelection,
  smeColumns,
  smeListConditions,
  toSme,
} from './queries';
import { smes, smsPackages } from './schema';

type ExportRow = SmeSelection & { key: string[] };

/** The SMEs the list's filters select (its tabs and search), newest first, in chunks. */
export function smeExportQuery(
  db: Db,
  partnerId: number,
  today: string,
  filters: SmeFilters,
): ExportQuery<ExportRow> {
  const where = and(...smeListConditions(partnerId, today, filters));
  return seekExportQuery<ExportRow>(db, NEWEST_FIRST, where, (key) =>
    db
      .select({ ...smeColumns(today), key })
      .from(smes)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, smes.subscriptionPlanId))
      .leftJoin(smsPackages, eq(smsPackages.id, smes.smsPackageId)),
  );
}

/** The SME list's columns, its status by the list's precedence on the partner's day; plan and price. */
export const smeExportColumns = (today: string): readonly ExportColumn<ExportRow>[] => [
  { header: 'Unique ID', cell: (r) => r.sme.uniqueId },
  { header: 'Name', cell: (r) => r.sme.name },
  { header: 'Admin Name', cell: (r) => r.sme.adminName },
  { header: 'Admin Email', cell: (r) => r.sme.adminEmail },
  { header: 'Admin Phone', cell: (r) => r.sme.adminPhone },
  { header: 'TIN', cell: (r) => r.sme.tinNumber },
  { header: 'Type', cell: (r) => r.sme.type },
  { header: 'Location', cell: (r) => r.sme.location },
  { header: 'Status', cell: (r) => toSme(r, today).status },
  { header: 'Plan', cell: (r) => r.plan?.name },
  { header: 'Custom Price', cell: (r) => r.sme.customPrice },
  { header: 'Auto Suspend', cell: (r) => yesNo(r.sme.autoSuspend) },
  { header: 'Trial End Date', cell: (r) => r.sme.trialEndDate },
  { header: 'Created (UTC)', cell: (r) => isoCell(r.sme.created) },
];
