import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { useListParams, type ListParams } from './use-list-params';

let current: ListParams;
function Probe({ inUrl = true }: { inUrl?: boolean }) {
  current = useListParams({ inUrl, sortKeys: ['ssid'] });
  return <div data-testid="state">{JSON.stringify(current)}</div>;
}

const render = (initialPath: string, inUrl = true) =>
  renderRoutes([{ path: '/routers', element: <Probe inUrl={inUrl} /> }], { initialPath });

describe('useListParams', () => {
  it('reads page, size, search and ordering from the URL with defaults', () => {
    render('/routers?page=2&page_size=20&search=kig&ordering=-ssid&tab=assigned');
    expect(current).toMatchObject({ page: 2, pageSize: 20, search: 'kig', ordering: '-ssid' });
    expect(current.sort).toEqual({ key: 'ssid', direction: 'desc' });
  });

  it('writes changes to the URL; search, sort and page size go back to page 1; other params stay', () => {
    const { router } = render('/routers?page=3&tab=assigned');
    act(() => current.setSearch('heaven'));
    expect(router.state.location.search).toBe('?tab=assigned&search=heaven');
    act(() => current.setPage(2));
    act(() => current.setSort({ key: 'ssid', direction: 'asc' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('ordering')).toBe('ssid');
    act(() => current.setPage(4));
    act(() => current.setPageSize(50));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('page_size')).toBe('50');
    expect(params.get('page')).toBeNull();
    expect(params.get('tab')).toBe('assigned');
  });

  it('keeps the state in memory when asked, leaving the URL alone', () => {
    const { router } = render('/routers', false);
    act(() => current.setSearch('abc'));
    act(() => current.setPage(3));
    expect(current).toMatchObject({ search: 'abc', page: 3 });
    expect(router.state.location.search).toBe('');
    expect(screen.getByTestId('state')).toHaveTextContent('"page":3');
  });
});
