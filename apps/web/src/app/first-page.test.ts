import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startFirstPageLoad } from './first-page';

const table = [
  { path: '/', access: 'guest' as const },
  { path: '/dashboard', access: 'protected' as const },
  { path: '/router-details/:id', access: 'protected' as const },
];
/** The entry a pathname matches, as app/route-match.ts finds it in the real table. */
const entryOf = (pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route ?? null;
const loadsOf = () =>
  new Map(table.map((entry) => [entry.path, vi.fn(() => Promise.resolve({ path: entry.path }))]));

describe("the first page's code, asked for before the first render", () => {
  it('asks for a signed-in page when the stored session looks signed in, parameters matched', () => {
    const loads = loadsOf();
    expect(startFirstPageLoad(entryOf('/router-details/42'), loads, true)).toBe('/router-details/:id');
    expect(loads.get('/router-details/:id')).toHaveBeenCalledTimes(1);
    expect(loads.get('/dashboard')).not.toHaveBeenCalled();
  });

  it('does not ask for a signed-in page without a session: the visit goes to the sign-in page', () => {
    const loads = loadsOf();
    expect(startFirstPageLoad(entryOf('/dashboard'), loads, false)).toBeNull();
    for (const load of loads.values()) expect(load).not.toHaveBeenCalled();
  });

  it('asks for a public page whatever the session', () => {
    const loads = loadsOf();
    expect(startFirstPageLoad(entryOf('/'), loads, false)).toBe('/');
    expect(loads.get('/')).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing on an unknown path, and a failed fetch is not an unhandled rejection', async () => {
    const loads = loadsOf();
    expect(startFirstPageLoad(entryOf('/no-such-page'), loads, true)).toBeNull();
    const failing = new Map([['/', vi.fn(() => Promise.reject(new Error('offline')))]]);
    expect(startFirstPageLoad(entryOf('/'), failing, false)).toBe('/');
    await Promise.resolve();
  });
});
