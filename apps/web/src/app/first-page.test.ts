import { describe, expect, it, vi } from 'vitest';
import { startFirstPageLoad } from './first-page';

const table = [
  { path: '/', access: 'guest' as const },
  { path: '/dashboard', access: 'protected' as const },
  { path: '/router-details/:id', access: 'protected' as const },
];
const loadsOf = () =>
  new Map(table.map((entry) => [entry.path, vi.fn(() => Promise.resolve({ path: entry.path }))]));

describe("the first page's code, asked for before the first render", () => {
  it('asks for a signed-in page when the stored session looks signed in, parameters matched', () => {
    const loads = loadsOf();
    expect(startFirstPageLoad(table, loads, '/router-details/42', true)).toBe('/router-details/:id');
    expect(loads.get('/router-details/:id')).toHaveBeenCalledTimes(1);
    expect(loads.get('/dashboard')).not.toHaveBeenCalled();
  });

  it('does not ask for a signed-in page without a session: the visit goes to the sign-in page', () => {
    const loads = loadsOf();
    expect(startFirstPageLoad(table, loads, '/dashboard', false)).toBeNull();
    for (const load of loads.values()) expect(load).not.toHaveBeenCalled();
  });

  it('asks for a public page whatever the session', () => {
    const loads = loadsOf();
    expect(startFirstPageLoad(table, loads, '/', false)).toBe('/');
    expect(loads.get('/')).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing on an unknown path, and a failed fetch is not an unhandled rejection', async () => {
    const loads = loadsOf();
    expect(startFirstPageLoad(table, loads, '/no-such-page', true)).toBeNull();
    const failing = new Map([['/', vi.fn(() => Promise.reject(new Error('offline')))]]);
    expect(startFirstPageLoad(table, failing, '/', false)).toBe('/');
    await Promise.resolve();
  });
});
