import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-match';
import { NOT_FOUND_TITLE, ROUTE_TABLE } from './route-table';

describe('matchRoute', () => {
  it('gives the route table entry of a path, with its parameters and plan area', () => {
    const realm = matchRoute('/realms/12/details');
    expect(realm.handle).toEqual({ title: 'Realm Details', tab: 'Realm Details', area: 'routers' });
    expect(realm.params.id).toBe('12');
    expect(matchRoute('/routers/').handle.title).toBe(matchRoute('/routers').handle.title);
  });

  it('names an unknown path the not-found page', () => {
    expect(matchRoute('/no-such-page').handle.title).toBe(NOT_FOUND_TITLE);
    expect(matchRoute('/realms/12/details/extra').handle.title).toBe(NOT_FOUND_TITLE);
  });

  it("gives the table entry's path and access rule, and matches a pathname once", () => {
    const routers = matchRoute('/router-details/7');
    expect(routers.route).toEqual({ path: '/router-details/:id', access: 'protected' });
    expect(matchRoute('/router-details/7')).toBe(routers);
    expect(matchRoute('/no-such-page').route).toBeNull();
  });

  it('finds a path without parameters as react-router ranks the whole table, whatever its case and trailing slashes', () => {
    const table = ROUTE_TABLE.map((entry) => ({ path: entry.path }));
    const staticPaths = ROUTE_TABLE.map((entry) => entry.path).filter((path) => !/[:*]/.test(path));
    expect(staticPaths.length).toBeGreaterThan(20);
    for (const path of staticPaths) {
      for (const asked of [
        path,
        `${path}/`,
        `${path}//`,
        path.toUpperCase(),
        `/${path.slice(1, 3)}%${path.charCodeAt(3).toString(16)}${path.slice(4)}`,
      ]) {
        const expected = matchRoutes(table, asked)?.at(-1)?.route.path ?? null;
        expect(matchRoute(asked).route?.path ?? null, asked).toBe(expected);
      }
    }
    expect(matchRoute('/DASHBOARD/').params).toEqual({});
  });
});
