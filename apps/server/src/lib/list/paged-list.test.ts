import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { ANCHOR_EVERY, type Anchors } from './anchors';
import { type ListSource, type PageRows, type PageWindow, pagedList } from './paged-list';

const request = (url: string) => ({ url }) as FastifyRequest;
// The anchors are cached per database object: each test gets its own.
const newDb = () => ({}) as Db;

/** Rows 0…total-1 in that order; the anchors are every ANCHOR_EVERY-th row's key, as readAnchors reads them. */
function fakeList(total: number) {
  const rows = Array.from({ length: total }, (_, i) => i);
  const anchorsAt = (version: string): Anchors => ({
    version,
    keys: rows.filter((i) => (i + 1) % ANCHOR_EVERY === 0).map((i) => [String(i)]),
  });
  const windows: PageWindow[] = [];
  const windowOf = ({ limit, skip, after }: PageWindow) => {
    windows.push({ limit, skip, after });
    const start = (after ? Number(after[0]) + 1 : 0) + skip;
    return rows.slice(start, start + limit);
  };
  return { anchorsAt, windows, windowOf };
}

describe('pagedList', () => {
  it('reads the count and the rows at once and links the pages next to this one', async () => {
    let countAsked = false;
    let rowsAskedBeforeCount = false;
    let release: (n: number) => void = () => {};
    const source: ListSource<string> = {
      count: () => {
        countAsked = true;
        return new Promise((resolve) => (release = resolve));
      },
      rows: async ({ limit, skip }) => {
        rowsAskedBeforeCount = countAsked;
        release(35);
        return { rows: Array.from({ length: limit }, (_, i) => `row ${skip + i}`) };
      },
    };
    const page = await pagedList(
      request('/api/things/?search=x&page=2&page_size=10'),
      newDb(),
      { page: 2, pageSize: 10 },
      source,
    );
    // The rows were asked for while the count was still pending.
    expect(rowsAskedBeforeCount).toBe(true);
    expect(page).toEqual({
      count: 35,
      next: '/api/things/?search=x&page=3&page_size=10',
      previous: '/api/things/?search=x&page=1&page_size=10',
      results: Array.from({ length: 10 }, (_, i) => `row ${10 + i}`),
    });
    const last = await pagedList(request('/api/things/?page=4'), newDb(), { page: 4, pageSize: 10 }, source);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/things/?page=3&page_size=10');
  });

  it('takes the count from the rows when they carry it, and asks for it only when the page is empty', async () => {
    let counted = 0;
    const source = (rows: PageRows<number>): ListSource<number> => ({
      count: async () => {
        counted += 1;
        return 7;
      },
      rows: async () => rows,
      rowsCarryCount: true,
    });
    const full = await pagedList(
      request('/t/'),
      newDb(),
      { page: 1, pageSize: 5 },
      source({ rows: [1, 2, 3, 4, 5], count: 12 }),
    );
    expect(full).toMatchObject({ count: 12, next: '/t/?page=2&page_size=5', previous: null });
    expect(counted).toBe(0);

    const past = await pagedList(
      request('/t/?page=3'),
      newDb(),
      { page: 3, pageSize: 5 },
      source({ rows: [] }),
    );
    expect(past).toEqual({ count: 7, next: null, previous: '/t/?page=2&page_size=5', results: [] });
    expect(counted).toBe(1);
  });

  describe('a seekable list', () => {
    const seekable = (
      list: ReturnType<typeof fakeList>,
      { versions, rowsVersion }: { versions: string[]; rowsVersion: () => string | undefined },
    ) => {
      const built: string[] = [];
      const source: ListSource<number> = {
        count: async () => 1000,
        rows: async (window) => {
          const rows = list.windowOf(window);
          return window.after ? { rows, version: rows.length > 0 ? rowsVersion() : undefined } : { rows };
        },
        seek: {
          key: 'things:1',
          anchors: async () => {
            const version = versions[Math.min(built.length, versions.length - 1)]!;
            built.push(version);
            return list.anchorsAt(version);
          },
        },
      };
      return { source, built };
    };
    const at = (page: number) => ({ page, pageSize: 10 });

    it('reads a first page from the top, without anchors', async () => {
      const list = fakeList(1000);
      const { source, built } = seekable(list, { versions: ['1'], rowsVersion: () => '1' });
      const page = await pagedList(request('/t/'), newDb(), at(10), source);
      expect(page.results).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99]);
      expect(built).toEqual([]);
      expect(list.windows).toEqual([{ limit: 10, skip: 90, after: null }]);
    });

    it('reads a deep page after the nearest anchor, and builds the anchors once for the next pages', async () => {
      const list = fakeList(1000);
      const { source, built } = seekable(list, { versions: ['1'], rowsVersion: () => '1' });
      const db = newDb();
      const page = await pagedList(request('/t/'), db, at(26), source);
      expect(page.results).toEqual([250, 251, 252, 253, 254, 255, 256, 257, 258, 259]);
      expect(list.windows).toEqual([{ limit: 10, skip: 50, after: ['199'] }]);
      await pagedList(request('/t/'), db, at(80), source);
      expect(list.windows[1]).toEqual({ limit: 10, skip: 90, after: ['699'] });
      expect(built).toEqual(['1']);
    });

    it('re-reads the anchors once when the list changed since they were read', async () => {
      const list = fakeList(1000);
      const { source, built } = seekable(list, { versions: ['1', '2'], rowsVersion: () => '2' });
      const page = await pagedList(request('/t/'), newDb(), at(26), source);
      expect(page.results[0]).toBe(250);
      expect(built).toEqual(['1', '2']);
      expect(list.windows.map((w) => w.after)).toEqual([['199'], ['199']]);
    });

    it('walks the offset when the list keeps changing, after one re-read of the anchors', async () => {
      const list = fakeList(1000);
      let writes = 2;
      const { source, built } = seekable(list, {
        versions: ['1', '2', '3'],
        rowsVersion: () => String((writes += 1)),
      });
      const page = await pagedList(request('/t/'), newDb(), at(26), source);
      expect(page.results[0]).toBe(250);
      expect(built).toEqual(['1', '2']);
      expect(list.windows.at(-1)).toEqual({ limit: 10, skip: 250, after: null });
      expect(list.windows).toHaveLength(3);
    });

    it('walks the offset when the sought page is empty (a page past the end of the list)', async () => {
      const list = fakeList(1000);
      const { source, built } = seekable(list, { versions: ['1'], rowsVersion: () => '1' });
      const page = await pagedList(request('/t/'), newDb(), at(101), source);
      expect(page).toMatchObject({ count: 1000, next: null, results: [] });
      expect(list.windows).toEqual([
        { limit: 10, skip: 0, after: ['999'] },
        { limit: 10, skip: 1000, after: null },
      ]);
      expect(built).toEqual(['1']);
    });
  });
});
