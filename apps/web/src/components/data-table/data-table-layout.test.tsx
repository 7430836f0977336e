import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPhone } from '../../test/media-query';
import { renderPage, renderRoutes } from '../../test/render';
import { reportSizesAtOnce } from '../../test/resize-observer';
import { DataTable } from './data-table';
import { TruncatedText } from './truncated-text';
import type { DataTableColumn } from './types';
import { useListParams } from './use-list-params';
import { useRowSelection } from './use-row-selection';

type Sme = { id: number; name: string; email: string; status: string };
const ROWS: Sme[] = [
  { id: 1, name: 'Kigali Cafe', email: 'admin@kigali-cafe.example.com', status: 'Active' },
  { id: 2, name: 'Alpha Bar', email: 'owner@alpha-bar.example.com', status: 'Overdue' },
];
const columns: DataTableColumn<Sme>[] = [
  { id: 'name', header: 'Name', render: (s) => s.name, sortKey: 'name' },
  { id: 'email', header: 'Email', render: (s) => s.email, priority: 3 },
  { id: 'status', header: 'Status', render: (s) => s.status, priority: 1 },
  { id: 'id', header: 'SME ID', render: (s) => s.id, priority: 2, sortKey: 'unique_id' },
];

/** A list wired the way every page wires it: list state in the URL, the table told the sort. */
function UrlSortedList() {
  const list = useListParams({ sortKeys: ['name', 'unique_id'] });
  return (
    <>
      <DataTable
        aria-label="SMEs"
        rows={ROWS}
        columns={columns}
        getRowId={(s) => s.id}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <output data-testid="ordering">{list.ordering ?? ''}</output>
    </>
  );
}

const phone = matchPhone;

afterEach(() => vi.restoreAllMocks());

describe('DataTable header sorting through the URL', () => {
  it('a header click puts ordering=name, then -name, in the URL and shows the direction', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<UrlSortedList />, { path: '/smes' });
    const header = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?ordering=name');
    expect(screen.getByTestId('ordering')).toHaveTextContent('name');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?ordering=-name');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // Sorting by another column replaces the first: one ordering at a time.
    await user.click(screen.getByRole('button', { name: 'SME ID' }));
    expect(router.state.location.search).toBe('?ordering=unique_id');
    expect(header).toHaveAttribute('aria-sort', 'none');
  });

  it('reads the sort back from the URL on load', () => {
    renderRoutes([{ path: '/smes', element: <UrlSortedList /> }], {
      initialPath: '/smes?ordering=-unique_id',
    });
    expect(screen.getByRole('columnheader', { name: /SME ID/ })).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('DataTable on narrow screens', () => {
  it('hides lower-priority columns below their breakpoint, headers and cells alike', () => {
    renderPage(<UrlSortedList />);
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(header(/Name/).className).not.toMatch(/mantine-visible-from/);
    expect(header(/Status/).className).not.toMatch(/mantine-visible-from/);
    expect(header(/SME ID/).className).toMatch(/mantine-visible-from-sm/);
    expect(header(/Email/).className).toMatch(/mantine-visible-from-md/);
    const emailCell = screen.getByText('admin@kigali-cafe.example.com').closest('td');
    expect(emailCell?.className).toMatch(/mantine-visible-from-md/);
    expect(screen.getByText('Kigali Cafe').closest('td')?.className).not.toMatch(/mantine-visible-from/);
  });

  it('leaves out on a phone the cells and headers a phone would hide, and keeps the others', () => {
    phone(true);
    renderPage(<UrlSortedList />);
    expect(screen.queryByRole('columnheader', { name: /Email/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /SME ID/ })).not.toBeInTheDocument();
    expect(screen.queryByText('admin@kigali-cafe.example.com')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Status/ })).toBeInTheDocument();
    expect(screen.getByText('Kigali Cafe')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('fits a phone instead of scrolling sideways when columns have priorities', () => {
    phone(true);
    renderPage(<UrlSortedList />);
    const region = screen.getByRole('region', { name: 'SMEs' });
    expect(region.style.getPropertyValue('--table-min-width')).not.toContain('45rem');
  });

  it('keeps its minimum width on wide screens', () => {
    phone(false);
    renderPage(<UrlSortedList />);
    const region = screen.getByRole('region', { name: 'SMEs' });
    expect(region.style.getPropertyValue('--table-min-width')).toContain('45rem');
  });

  it('pins the first and the actions column while the table scrolls sideways, not on a phone', () => {
    const withAction: DataTableColumn<Sme>[] = [
      ...columns,
      { id: 'action', header: 'Action', render: () => 'View' },
    ];
    const cellOf = (text: string) => screen.getAllByText(text)[0]!.closest('td')!;
    phone(false);
    const wide = renderPage(
      <DataTable aria-label="SMEs" rows={ROWS} columns={withAction} getRowId={(s) => s.id} />,
    );
    expect(cellOf('Kigali Cafe').className).toMatch(/pinStart/);
    expect(cellOf('View').className).toMatch(/pinEnd/);
    expect(cellOf('Active').className).not.toMatch(/pin/);
    expect(screen.getByRole('columnheader', { name: 'Action' }).className).toMatch(/pinEnd/);
    wide.unmount();
    phone(true);
    renderPage(<DataTable aria-label="SMEs" rows={ROWS} columns={withAction} getRowId={(s) => s.id} />);
    expect(cellOf('Kigali Cafe').className).not.toMatch(/pin/);
    expect(cellOf('View').className).not.toMatch(/pin/);
  });

  it('keeps the header row on top while the rows scroll (a focusable, bounded region)', () => {
    renderPage(<UrlSortedList />);
    expect(screen.getByRole('table').querySelector('thead')).toHaveAttribute('data-sticky');
    const region = screen.getByRole('region', { name: 'SMEs' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.style.getPropertyValue('--table-max-height')).toBe('70vh');
  });
});

describe('TruncatedText', () => {
  beforeEach(reportSizesAtOnce);
  afterEach(() => vi.unstubAllGlobals());
  const cut = (isCut: boolean) => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(isCut ? 400 : 100);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
  };
  const LONG = 'reservations.and.bookings@kigali-serena-hotel.example.com';

  it('shows the whole text in a tooltip when it is cut', async () => {
    cut(true);
    const user = userEvent.setup();
    renderPage(<TruncatedText maw={100}>{LONG}</TruncatedText>);
    const text = screen.getByText(LONG);
    expect(text).toHaveAttribute('data-truncated');
    expect(text).toHaveAttribute('tabindex', '0');
    await user.hover(text);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    await user.unhover(text);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows no tooltip and takes no tab stop when the text fits', async () => {
    cut(false);
    const user = userEvent.setup();
    renderPage(<TruncatedText>Short</TruncatedText>);
    const text = screen.getByText('Short');
    expect(text).not.toHaveAttribute('tabindex');
    await user.hover(text);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('DataTable selection on a phone', () => {
  const Selectable = ({ withBulk }: { withBulk: boolean }) => {
    const selection = useRowSelection({ rows: ROWS, getRowId: (s: Sme) => s.id });
    return (
      <DataTable
        rows={ROWS}
        columns={columns}
        getRowId={(s) => s.id}
        getRowLabel={(s) => s.name}
        selection={selection}
        {...(withBulk && { bulkActions: false })}
      />
    );
  };

  it('drops the checkboxes when the list has no bulk action to use them on', () => {
    phone(true);
    renderPage(<Selectable withBulk={false} />);
    const box = screen.getByRole('checkbox', { name: 'Select Kigali Cafe' });
    expect(box.closest('td')?.className).toMatch(/mantine-visible-from-sm/);
  });

  it('keeps them when a bulk action may show (even while none is offered yet)', () => {
    phone(true);
    renderPage(<Selectable withBulk />);
    const box = screen.getByRole('checkbox', { name: 'Select Kigali Cafe' });
    expect(box.closest('td')?.className ?? '').not.toMatch(/mantine-visible-from/);
  });
});
