import { describe, expect, it } from 'vitest';
import { SHELL_MODULE } from '../../scripts/bundle-budget.mjs';
import { pathPattern, routePreloads } from '../../scripts/route-preloads.mjs';

/** The entry, the shell, two pages and a chart chunk one page imports lazily (as in bundle-budget.test.ts). */
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  [SHELL_MODULE]: { file: 'assets/shell.js', isDynamicEntry: true, imports: ['index.html', '_menu.js'] },
  '_menu.js': { file: 'assets/menu.js' },
  'src/a-page.tsx': { file: 'assets/a-page.js', isDynamicEntry: true, imports: ['index.html', '_forms.js'] },
  'src/b-page.tsx': {
    file: 'assets/b-page.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    dynamicImports: ['src/charts.tsx'],
  },
  'src/charts.tsx': { file: 'assets/charts.js', isDynamicEntry: true },
};

describe('route preloads', () => {
  it("lists a route's chunks beyond the entry's: its page, its static imports, the shell when signed in", () => {
    const preloads = routePreloads(manifest, [
      { path: '/', access: 'guest', module: 'src/a-page.tsx' },
      { path: '/realms/:id/details', access: 'protected', module: 'src/b-page.tsx' },
    ]);
    expect(preloads).toEqual([
      { path: '/', pattern: '^/$', files: ['assets/a-page.js', 'assets/forms.js'] },
      {
        path: '/realms/:id/details',
        pattern: '^/realms/[^/]+/details/?$',
        // The chart chunk the page imports lazily is not preloaded: it comes where it is drawn.
        files: ['assets/shell.js', 'assets/menu.js', 'assets/b-page.js'],
      },
    ]);
  });

  it('matches a route path with its parameters and an optional trailing slash, nothing else', () => {
    const details = new RegExp(pathPattern('/realms/:id/details'));
    expect(details.test('/realms/12/details')).toBe(true);
    expect(details.test('/realms/12/details/')).toBe(true);
    expect(details.test('/realms/12/details/x')).toBe(false);
    expect(details.test('/realms//details')).toBe(false);
    expect(new RegExp(pathPattern('/')).test('/dashboard')).toBe(false);
    expect(new RegExp(pathPattern('/a.b')).test('/axb')).toBe(false);
  });
});
