import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@mantine/core';
import { renderPage } from '../../test/render';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableSort } from './types';
import { useRowSelection } from './use-row-selection';

type Fruit = { id: number; name: string };
const FRUITS: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Banana' },
  { id: 3, name: 'Cherry' },
];
const columns: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Name', render: (f) => f.name, sortKey: 'name' },
  { id: 'id', header: 'Id', render: (f) => f.id },
];
const getRowId = (f: Fruit) => f.id;
const noop = () => {};

function SelectableTable({ rows = FRUITS, onBulk }: { rows?: Fruit[]; onBulk?: (rows: Fruit[]) => void }) {
  const selection = useRowSelection({ rows, getRowId });
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      getRowLabel={(f) => f.name}
      selection={selection}
      bulkActions={<Button onClick={() => onBulk?.(selection.selectedRows)}>Eat</Button>}
    />
  );
}

const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows on this page' });

describe('DataTable selection', () => {
  it("select-all toggles every row of the page and shows '{n} Rows selected'", async () => {
    const user = userEvent.setup();
    renderPage(<SelectableTable />);
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
    await user.click(selectAll());
    for (const f of FRUITS) expect(rowBox(f.name)).toBeChecked();
    expect(screen.getByText('3 Rows selected')).toBeInTheDocument();
    await user.click(selectAll());
    for (const f of FRUITS) expect(rowBox(f.name)).not.toBeChecked();
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
  });

  it('unselecting one row clears select-all', async () => {
    const user = userEvent.setup();
    renderPage(<SelectableTable />);
    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    await user.click(rowBox('Banana'));
    expect(selectAll()).not.toBeChecked();
    expect(screen.getByText('2 Rows selected')).toBeInTheDocument();
    await user.click(rowBox('Banana'));
    expect(selectAll()).toBeChecked();
  });

  it('the clear link unselects everything; bulk actions get the selected rows', async () => {
    const user = userEvent.setup();
    const onBulk = vi.fn();
    renderPage(<SelectableTable onBulk={onBulk} />);
    await user.click(rowBox('Apple'));
    await user.click(rowBox('Cherry'));
    await user.click(screen.getByRole('button', { name: 'Eat' }));
    expect(onBulk).toHaveBeenCalledWith([FRUITS[0], FRUITS[2]]);
    await user.click(within(screen.getByTestId('bulk-bar')).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(/Rows selected/)).not.toBeInTheDocument();
    expect(rowBox('Apple')).not.toBeChecked();
  });
});

function PagedTable({ total, onPage }: { total: number; onPage?: (p: number, size: number) => void }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  return (
    <DataTable
      rows={FRUITS}
      columns={columns}
      getRowId={getRowId}
      pagination={{
        page,
        pageSize,
        total,
        onPageChange: (p) => {
          setPage(p);
          onPage?.(p, pageSize);
        },
        onPageSizeChange: (s) => {
          setPageSize(s);
          setPage(1);
          onPage?.(1, s);
        },
      }}
    />
  );
}

describe('DataTable paging', () => {
  it("shows 'Page X of Y' and the range, and moves with previous/next", async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    renderPage(<PagedTable total={57} onPage={onPage} />);
    expect(screen.getByTestId('table-page')).toHaveTextContent('Page 1 of 6');
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–10 of 57');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('table-page')).toHaveTextContent('Page 2 of 6');
    expect(screen.getByTestId('table-range')).toHaveTextContent('11–20 of 57');
    expect(onPage).toHaveBeenLastCalledWith(2, 10);
  });

  it("labels each list's own rows-per-page select when a page has several lists", async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const second = vi.fn();
    renderPage(
      <>
        <PagedTable total={57} onPage={first} />
        <PagedTable total={57} onPage={second} />
      </>,
    );
    const selects = screen.getAllByLabelText('Rows per page');
    expect(selects).toHaveLength(2);
    expect(selects[0]!.id).not.toBe(selects[1]!.id);
    await user.selectOptions(selects[1]!, '20');
    expect(second).toHaveBeenLastCalledWith(1, 20);
    expect(first).not.toHaveBeenCalled();
  });

  it('offers 10/20/30/40/50 rows per page; a new size goes back to page 1', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    renderPage(<PagedTable total={57} onPage={onPage} />);
    const select = screen.getByLabelText('Rows per page');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30', '40', '50']);
    expect(select).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(select, '50');
    expect(onPage).toHaveBeenLastCalledWith(1, 50);
    expect(screen.getByTestId('table-page')).toHaveTextContent('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('table-range')).toHaveTextContent('51–57 of 57');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});

function SortedTable({ onSort }: { onSort: (s: DataTableSort | null) => void }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  return (
    <DataTable
      rows={FRUITS}
      columns={columns}
      getRowId={getRowId}
      sort={sort}
      onSortChange={(s) => {
        setSort(s);
        onSort(s);
      }}
    />
  );
}

describe('DataTable sorting', () => {
  it('a sortable header cycles ascending → descending → unsorted; others are plain', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderPage(<SortedTable onSort={onSort} />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith(null);
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBeNull();
  });
});

describe('DataTable states', () => {
  it("says 'No records' by default when empty, or the page's own text", () => {
    const { unmount } = renderPage(<DataTable rows={[]} columns={columns} getRowId={getRowId} />);
    expect(screen.getByTestId('table-empty')).toHaveTextContent('No records');
    unmount();
    renderPage(<DataTable rows={[]} columns={columns} getRowId={getRowId} emptyText="No Data Found" />);
    expect(screen.getByTestId('table-empty')).toHaveTextContent('No Data Found');
  });

  it('shows skeleton rows while loading, not the empty text', () => {
    renderPage(<DataTable rows={[]} columns={columns} getRowId={getRowId} isLoading />);
    expect(screen.getAllByTestId('table-skeleton-row').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('table-empty')).not.toBeInTheDocument();
  });

  it('veils the rows while another page is fetched, its code loaded from then on', async () => {
    let fetchNext: () => void = () => {};
    function Paging() {
      const [state, setState] = useState<'first' | 'shown' | 'next'>('first');
      fetchNext = () => setState('next');
      if (state === 'first') setTimeout(() => setState('shown'), 0);
      return (
        <DataTable
          rows={state === 'first' ? [] : FRUITS}
          columns={columns}
          getRowId={getRowId}
          isLoading={state === 'first'}
          isFetching={state !== 'shown'}
        />
      );
    }
    renderPage(<Paging />);
    const veil = () => document.querySelector('.mantine-LoadingOverlay-root');
    expect(screen.getAllByTestId('table-skeleton-row').length).toBeGreaterThan(0);
    expect(await screen.findAllByTestId('table-row')).toHaveLength(3);
    expect(veil()).toBeNull();
    act(() => fetchNext());
    await waitFor(() => expect(veil()).not.toBeNull());
  });

  it('goes from the skeleton to the arrived rows without the empty text in between (rows drawn deferred)', async () => {
    let arrive: () => void = () => {};
    function Arriving() {
      const [rows, setRows] = useState<Fruit[] | null>(null);
      arrive = () => setRows(FRUITS);
      return <DataTable rows={rows ?? []} columns={columns} getRowId={getRowId} isLoading={rows === null} />;
    }
    renderPage(<Arriving />);
    let emptySeen = false;
    // Every node ever added, even one a later commit removed before the observer reports.
    const watch = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof Element)
          emptySeen ||=
            node.matches('[data-testid="table-empty"]') ||
            node.querySelector('[data-testid="table-empty"]') !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    act(() => arrive());
    expect(await screen.findAllByTestId('table-row')).toHaveLength(3);
    watch.disconnect();
    expect(emptySeen).toBe(false);
  });

  it('draws a row again only when what it shows changes, not on every render of the list (issue 29 §7)', async () => {
    const drawn = { rows: 0, headers: 0 };
    const counted: DataTableColumn<Fruit>[] = [
      {
        id: 'name',
        header: 'Name',
        render: (f) => {
          drawn.rows += 1;
          return f.name;
        },
      },
    ];
    let bump: () => void = () => {};
    let select: (rows: Fruit[]) => void = () => {};
    function List() {
      const [renders, setRenders] = useState(0);
      const [rows, setRows] = useState(FRUITS);
      bump = () => setRenders((n) => n + 1);
      select = setRows;
      // New arrows on every render, as most pages write them.
      const selection = useRowSelection({ rows, getRowId: (f) => f.id });
      return (
        <DataTable
          rows={rows}
          columns={counted}
          getRowId={(f) => f.id}
          getRowLabel={(f) => f.name}
          selection={selection}
          toolbar={<span data-testid="renders">{renders}</span>}
          pagination={{ page: 1, pageSize: 10, total: 3, onPageChange: noop, onPageSizeChange: noop }}
        />
      );
    }
    renderPage(<List />);
    expect(await screen.findAllByTestId('table-row')).toHaveLength(3);
    const before = drawn.rows;
    expect(before).toBeGreaterThanOrEqual(3);
    // The list renders again (a query changed state) with the same rows: no cell is drawn again.
    act(() => bump());
    expect(screen.getByTestId('renders')).toHaveTextContent('1');
    expect(drawn.rows).toBe(before);
    // A row's checkbox changes what that row shows: it alone is drawn again (decision 104).
    const user = userEvent.setup();
    await user.click(rowBox('Apple'));
    expect(rowBox('Apple')).toBeChecked();
    expect(drawn.rows).toBe(before + 1);
    // A new answer in which one row changed (a polled status): that row alone is drawn again.
    act(() => select([FRUITS[0]!, { id: 2, name: 'Blueberry' }, FRUITS[2]!]));
    expect(await screen.findByText('Blueberry')).toBeInTheDocument();
    expect(drawn.rows).toBe(before + 2);
    // Rows that leave draw nothing; a new row is drawn.
    act(() => select([FRUITS[0]!, { id: 4, name: 'Date' }]));
    expect(await screen.findAllByTestId('table-row')).toHaveLength(2);
    expect(drawn.rows).toBe(before + 3);
  });

  it('tints rows with the colour the page picks', () => {
    renderPage(
      <DataTable
        rows={FRUITS}
        columns={columns}
        getRowId={getRowId}
        rowTint={(f) => (f.id === 2 ? 'red' : null)}
      />,
    );
    const tinted = screen.getAllByTestId('table-row').filter((r) => r.dataset.tint);
    expect(tinted).toHaveLength(1);
    expect(tinted[0]).toHaveAttribute('data-tint', 'red');
    expect(tinted[0]).toHaveTextContent('Banana');
  });

  it('debounces the search box before telling the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onChange = vi.fn();
    renderPage(
      <DataTable rows={FRUITS} columns={columns} getRowId={getRowId} search={{ value: '', onChange }} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'app');
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('app');
  });
});
