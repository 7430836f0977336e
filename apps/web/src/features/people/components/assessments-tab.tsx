import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { PROFILE_TEXTS as T } from '../texts';

type Assessment = { id: number; officer: string; date: string };
const A = T.assessments;
const columns: DataTableColumn<Assessment>[] = [
  { id: 'officer', header: A.officer, render: (a) => a.officer },
  { id: 'date', header: A.date, render: (a) => a.date },
  { id: 'action', header: A.action, render: () => null },
];

/** Assessments (part 1 §2): officers' visits are not recorded yet, so the table shows its empty text. */
export function AssessmentsTab() {
  return (
    <DataTable
      aria-label={T.tabs.assessments}
      rows={[]}
      columns={columns}
      getRowId={(a) => a.id}
      emptyText={A.empty}
    />
  );
}
