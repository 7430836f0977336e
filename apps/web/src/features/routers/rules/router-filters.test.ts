import { describe, expect, it } from 'vitest';
import { hasRouterFilters, parseRouterFilters, routerFilterQuery, withRouterFilters } from './router-filters';

const url = (query: string) => new URLSearchParams(query);

describe('router list filters in the URL', () => {
  it('reads the Status, realm and SME, ignoring what is not a filter value', () => {
    expect(parseRouterFilters(url('is_online=false&realm=5&sme=9'))).toEqual({
      status: 'offline',
      realm: 5,
      sme: 9,
    });
    expect(parseRouterFilters(url('is_online=true'))).toEqual({ status: 'online', realm: null, sme: null });
    expect(parseRouterFilters(url('is_online=maybe&realm=abc&sme=0'))).toEqual({
      status: 'all',
      realm: null,
      sme: null,
    });
  });

  it('writes a change back to page 1, keeping the other parameters', () => {
    const next = withRouterFilters(url('tab=assigned&page=3&search=kgl&realm=5'), { status: 'offline' });
    expect(next.toString()).toBe('tab=assigned&search=kgl&realm=5&is_online=false');
    const cleared = withRouterFilters(next, { status: 'all', realm: null, sme: null });
    expect(cleared.toString()).toBe('tab=assigned&search=kgl');
  });

  it('says whether any filter is set, and asks the server with its own names', () => {
    expect(hasRouterFilters({ status: 'all', realm: null, sme: null })).toBe(false);
    expect(hasRouterFilters({ status: 'all', realm: null, sme: 2 })).toBe(true);
    expect(routerFilterQuery({ status: 'online', realm: 5, sme: null })).toEqual({
      is_online: true,
      realm: 5,
      sme: undefined,
    });
    expect(routerFilterQuery({ status: 'all', realm: null, sme: null })).toEqual({
      is_online: undefined,
      realm: undefined,
      sme: undefined,
    });
  });
});
