import { describe, expect, it } from 'vitest';
import { parseListState } from './list-params';
import { pageCount, pageRange } from './pages';
import { nextSort, orderingToSort, sortToOrdering } from './sorting';

describe('ordering', () => {
  it('maps a sort to the ordering parameter and back', () => {
    expect(sortToOrdering({ key: 'ssid', direction: 'asc' })).toBe('ssid');
    expect(sortToOrdering({ key: 'ssid', direction: 'desc' })).toBe('-ssid');
    expect(sortToOrdering(null)).toBeUndefined();
    expect(orderingToSort('-ssid')).toEqual({ key: 'ssid', direction: 'desc' });
    expect(orderingToSort('realm', ['realm'])).toEqual({ key: 'realm', direction: 'asc' });
    expect(orderingToSort('password', ['realm'])).toBeNull();
    expect(orderingToSort('')).toBeNull();
  });

  it('cycles a header: asc → desc → none; another column starts ascending', () => {
    expect(nextSort(null, 'a')).toEqual({ key: 'a', direction: 'asc' });
    expect(nextSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' });
    expect(nextSort({ key: 'a', direction: 'desc' }, 'a')).toBeNull();
    expect(nextSort({ key: 'a', direction: 'desc' }, 'b')).toEqual({ key: 'b', direction: 'asc' });
  });
});

describe('pages', () => {
  it('counts pages and the range shown', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(57, 10)).toBe(6);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageRange(6, 10, 57)).toEqual({ from: 51, to: 57 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('parseListState', () => {
  it('reads the URL with defaults and ignores bad values', () => {
    expect(parseListState(new URLSearchParams(''))).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      sort: null,
    });
    expect(
      parseListState(new URLSearchParams('page=3&page_size=30&search=kig&ordering=-ssid'), {
        sortKeys: ['ssid'],
      }),
    ).toEqual({ page: 3, pageSize: 30, search: 'kig', sort: { key: 'ssid', direction: 'desc' } });
    expect(
      parseListState(new URLSearchParams('page=-2&page_size=7&ordering=x'), { sortKeys: ['ssid'] }),
    ).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      sort: null,
    });
    expect(parseListState(new URLSearchParams('r_page=2'), { prefix: 'r_' }).page).toBe(2);
  });

  it('reads a page only as a whole number from 1; anything else is the first page', () => {
    const pageOf = (raw: string) => parseListState(new URLSearchParams({ page: raw })).page;
    expect(pageOf('7')).toBe(7);
    expect(pageOf(' 4 ')).toBe(4);
    for (const raw of ['', '0', 'abc', '2.5', '1e400', '9007199254740993', 'NaN', '0x'])
      expect(pageOf(raw), raw).toBe(1);
  });
});
