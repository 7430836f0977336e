import type { Db } from '../../db/client';
import { isoCell } from '../../lib/csv-export/cells';
import { type ExportQuery, seekExportQuery } from '../../lib/csv-export/keyset-chunks';
import type { ExportColumn } from '../../lib/csv-export/send-csv-export';
import { type FileFilters, NEWEST_FIRST, fileListWhere } from './file-list';
import { type MediaFileRow, fileSelection, filesWithNames } from './serialize';

type ExportRow = MediaFileRow & { key: string[] };

/** The files the list's filters select, newest first, in chunks (another partner's realm, SME, category: 404 first). */
export async function fileExportQuery(
  db: Db,
  partnerId: number,
  filters: FileFilters,
): Promise<ExportQuery<ExportRow>> {
  const where = await fileListWhere(db, partnerId, filters);
  return seekExportQuery<ExportRow>(db, NEWEST_FIRST, where, (key) =>
    filesWithNames(db, { ...fileSelection, key }),
  );
}

/** The Media list's columns: name, file, type, realm, SME, category, status, size, when added (UTC). */
export const FILE_EXPORT_COLUMNS: readonly ExportColumn<ExportRow>[] = [
  { header: 'Name', cell: (r) => r.file.title || r.file.originalFileName },
  { header: 'File Name', cell: (r) => r.file.originalFileName },
  { header: 'File Type', cell: (r) => r.file.fileType },
  { header: 'Realm', cell: (r) => r.realmName },
  { header: 'SME', cell: (r) => r.smeName },
  { header: 'Category', cell: (r) => r.categoryName },
  { header: 'Status', cell: (r) => r.file.status },
  { header: 'Size (bytes)', cell: (r) => r.file.sizeBytes },
  { header: 'Description', cell: (r) => r.file.description },
  { header: 'Added (UTC)', cell: (r) => isoCell(r.file.created) },
];
