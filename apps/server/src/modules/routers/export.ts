import type { Db } from '../../db/client';
import { isoCell } from '../../lib/csv-export/cells';
import { type ExportQuery, seekExportQuery } from '../../lib/csv-export/keyset-chunks';
import type { ExportColumn } from '../../lib/csv-export/send-csv-export';
import { isDeployed } from './deployed';
import {
  NEWEST_FIRST,
  type RouterFilters,
  type RouterRow,
  joined,
  routerListWhere,
  selection,
} from './queries';

type ExportRow = RouterRow & { key: string[] };

/** The Routers list's rows the filters select, newest first (the list's default order), in chunks. */
export function routerExportQuery(db: Db, partnerId: number, filters: RouterFilters): ExportQuery<ExportRow> {
  const where = routerListWhere(partnerId, filters);
  return seekExportQuery<ExportRow>(db, NEWEST_FIRST, where, (key) => joined(db, { ...selection, key }));
}

/** Where a box is, as the serial cell shows it: deployed, in transit or at the manufacturer. */
const locationKind = (row: RouterRow) => (isDeployed(row.router) ? 'On site' : row.router.location);

/** The list's columns, in words: the SME or partner a box is assigned to, its status, dates in UTC. */
export const ROUTER_EXPORT_COLUMNS: readonly ExportColumn<ExportRow>[] = [
  { header: 'Serial Number', cell: (r) => r.router.serialNumber },
  { header: 'SSID', cell: (r) => r.router.ssid },
  { header: 'Assigned To', cell: (r) => r.smeName ?? r.partnerName },
  { header: 'OS Version', cell: (r) => r.router.osVersionName },
  { header: 'OS Version Id', cell: (r) => r.router.osVersionId },
  { header: 'Realm', cell: (r) => r.realmName ?? 'No Realm' },
  { header: 'Location', cell: (r) => r.router.locationName },
  { header: 'Deployed', cell: locationKind },
  { header: 'Status', cell: (r) => (r.online ? 'Online' : 'Offline') },
  { header: 'Last Seen (UTC)', cell: (r) => isoCell(r.lastSeen) },
  { header: 'Added (UTC)', cell: (r) => isoCell(r.router.created) },
];
