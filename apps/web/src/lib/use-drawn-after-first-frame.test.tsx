import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataTable } from '../components/data-table/data-table';
import { renderPage, withTestProviders } from '../test/render';
import { resetFirstFrameForTests, useDrawnAfterFirstFrame } from './use-drawn-after-first-frame';

/** Records what each render of a part that asks saw. */
function Probe({ seen }: { seen: boolean[] }) {
  const drawn = useDrawnAfterFirstFrame();
  seen.push(drawn);
  return drawn ? <p>drawn</p> : <p>placeholder</p>;
}

type Fruit = { id: number; name: string };
const fruitTable = (
  <DataTable<Fruit>
    rows={[{ id: 1, name: 'Apple' }]}
    columns={[{ id: 'name', header: 'Name', render: (f) => f.name }]}
    getRowId={(f) => f.id}
  />
);

describe('useDrawnAfterFirstFrame', () => {
  beforeEach(() => resetFirstFrameForTests());

  it("the visit's first part shows its placeholder in the first frame, then draws itself", async () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(await screen.findByText('drawn')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('a part drawn after the first one draws itself at once', async () => {
    render(<Probe seen={[]} />);
    await screen.findByText('drawn');
    const later: boolean[] = [];
    render(<Probe seen={later} />);
    expect(later.every(Boolean)).toBe(true);
  });
});

describe("a list's table on the visit's first page", () => {
  beforeEach(() => resetFirstFrameForTests());

  it("first frame: the page's skeleton, no filters, header or rows", () => {
    const first = renderToStaticMarkup(withTestProviders(fruitTable));
    expect(first).toContain('data-table-pending');
    expect(first).not.toContain('Apple');
    expect(first).not.toContain('<table');
  });

  it('then the table; a table drawn later (another page) has no placeholder frame', async () => {
    renderPage(fruitTable);
    expect(await screen.findByText('Apple')).toBeInTheDocument();
    expect(screen.queryByTestId('data-table-pending')).not.toBeInTheDocument();
    const later = renderToStaticMarkup(withTestProviders(fruitTable));
    expect(later).not.toContain('data-table-pending');
    expect(later).toContain('Apple');
  });
});
