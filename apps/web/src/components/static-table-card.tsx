import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { DataTable } from './data-table/data-table';
import type { DataTableColumn } from './data-table/types';

type StaticTableCardProps = {
  /** Heading over the table (the tab's name). */
  title: string;
  /** The spec's column headers, in order. */
  columns: readonly string[];
  /** Shown when empty; default the list's 'No records'. */
  emptyText?: string;
  /** A line under the heading (what the tab will hold). */
  description?: ReactNode;
  testId?: string;
};

type NoRow = never;

/**
 * One static tab of the Services and Float Transfer pages (spec: "static shells with empty tables"): the
 * spec's columns over the shared table, empty, with nothing that pretends to save (decision 036).
 */
export function StaticTableCard({ title, columns, emptyText, description, testId }: StaticTableCardProps) {
  const tableColumns: DataTableColumn<NoRow>[] = columns.map((header) => ({
    id: header,
    header,
    render: () => null,
  }));
  return (
    <Stack gap="sm" data-testid={testId ?? 'static-table'}>
      <div>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" mt={2}>
            {description}
          </Text>
        )}
      </div>
      <DataTable<NoRow>
        rows={[]}
        columns={tableColumns}
        getRowId={() => ''}
        emptyText={emptyText}
        minWidth={Math.max(480, columns.length * 140)}
        aria-label={title}
      />
    </Stack>
  );
}
