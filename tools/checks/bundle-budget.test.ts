import { describe, expect, it } from 'vitest';
import {
  BUDGET_BYTES,
  SHELL_MODULE,
  budgetReport,
  preloadedFiles,
  routeWeights,
  routesOf,
  webRoutes,
} from '../../scripts/bundle-budget.mjs';

const KB = 1024;

/** A Vite manifest in miniature: the entry, the shell, two pages, a chart chunk only one page imports lazily. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [SHELL_MODULE, 'src/features/a/pages/a-page.tsx', 'src/features/b/pages/b-page.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  [SHELL_MODULE]: { file: 'assets/shell.js', isDynamicEntry: true, imports: ['index.html', '_react.js'] },
  'src/features/a/pages/a-page.tsx': {
    file: 'assets/a-page.js',
    isDynamicEntry: true,
    imports: ['index.html', '_forms.js'],
  },
  'src/features/b/pages/b-page.tsx': {
    file: 'assets/b-page.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    dynamicImports: ['src/features/b/charts.tsx'],
  },
  'src/features/b/charts.tsx': { file: 'assets/charts.js', isDynamicEntry: true, imports: ['_react.js'] },
};
const routes = [
  { path: '/', access: 'guest', module: 'src/features/a/pages/a-page.tsx' },
  { path: '/b', access: 'protected', module: 'src/features/b/pages/b-page.tsx' },
];
const sizes = (overrides: Record<string, number> = {}) => {
  const kb: Record<string, number> = {
    'assets/index.js': 60,
    'assets/react.js': 50,
    'assets/forms.js': 20,
    'assets/shell.js': 15,
    'assets/a-page.js': 5,
    'assets/b-page.js': 12,
    'assets/charts.js': 100,
    ...overrides,
  };
  return (file: string) => kb[file]! * KB;
};

describe('per-route JavaScript budget (issue 29 §7)', () => {
  it('counts the entry, the shell behind the sign-in, the page and their static imports, not lazy charts', () => {
    const weights = routeWeights(manifest, routes, sizes());
    expect(weights.map((w) => [w.path, w.bytes / KB])).toEqual([
      ['/b', 60 + 50 + 15 + 12],
      ['/', 60 + 50 + 20 + 5],
    ]);
    expect(weights[0]!.chunks.map((c) => c.file)).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shell.js',
      'assets/b-page.js',
    ]);
    expect(budgetReport(weights).ok).toBe(true);
  });

  it('counts on every route what index.html preloads beside the entry (React DOM, imported at once)', () => {
    const html =
      '<script type="module" src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/react-dom.js">';
    expect(preloadedFiles(html)).toEqual(['assets/react.js', 'assets/react-dom.js']);
    const weights = routeWeights(
      manifest,
      routes,
      sizes({ 'assets/react-dom.js': 55 }),
      preloadedFiles(html),
    );
    expect(weights.map((w) => [w.path, w.bytes / KB])).toEqual([
      ['/b', 60 + 50 + 15 + 12 + 55],
      ['/', 60 + 50 + 20 + 5 + 55],
    ]);
  });

  it('fails when a route is over 170 KB and names its largest chunks', () => {
    // The chart library imported statically by the page: it now weighs on the route.
    const broken = structuredClone(manifest);
    broken['src/features/b/pages/b-page.tsx'].imports.push('src/features/b/charts.tsx');
    const report = budgetReport(routeWeights(broken, routes, sizes()));
    expect(report.ok).toBe(false);
    expect(report.lines[0]).toBe(
      'over budget: /b loads 237.0 KB of JavaScript gzipped (budget 170.0 KB); largest chunks: ' +
        'assets/charts.js 100.0 KB, assets/index.js 60.0 KB, assets/react.js 50.0 KB, assets/shell.js 15.0 KB, assets/b-page.js 12.0 KB',
    );
    expect(BUDGET_BYTES).toBe(170 * KB);
  });

  it('fails on a route one byte over, and on a page missing from the build', () => {
    const oneByteOver = (file: string) =>
      sizes({ 'assets/shell.js': 48 })(file) + (file === 'assets/b-page.js' ? 1 : 0);
    const weights = routeWeights(manifest, routes, oneByteOver);
    expect(weights[0]!.bytes).toBe(170 * KB + 1);
    expect(budgetReport(weights).ok).toBe(false);
    expect(() =>
      routeWeights(manifest, [{ path: '/c', access: 'guest', module: 'src/c.tsx' }], sizes()),
    ).toThrow('src/c.tsx is not in the build');
  });

  it("finds a page whose module shares its chunk (no facade, the chunk named after the page's module)", () => {
    const { 'src/features/a/pages/a-page.tsx': aPage, ...rest } = manifest;
    const merged = { ...rest, '_a-page-x1.js': { ...aPage, name: 'a-page', isDynamicEntry: undefined } };
    const [a] = routeWeights(merged, [routes[0]!], sizes());
    expect(a!.chunks.map((c) => c.file)).toContain('assets/a-page.js');
    expect(a!.bytes).toBe(routeWeights(manifest, [routes[0]!], sizes())[0]!.bytes);
    const twoNamed = { ...merged, '_a-page-y2.js': { file: 'assets/a-page-2.js', name: 'a-page' } };
    expect(() => routeWeights(twoNamed, [routes[0]!], sizes())).toThrow('a-page.tsx is not in the build');
  });

  it('reads every route the app declares, each with its page module', () => {
    // Each routes file's `path:` entries are counted against those read with their import() (routesOf).
    const read = webRoutes();
    expect(read.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/', '/dashboard', '/routers', '/terms']),
    );
    expect(new Set(read.map((r) => r.path)).size).toBe(read.length);
    expect(read.find((r) => r.path === '/dashboard')).toEqual({
      path: '/dashboard',
      access: 'protected',
      module: 'src/features/dashboard/pages/dashboard-page.tsx',
    });
    expect(read.find((r) => r.path === '/smes/:id')?.module).toBe('src/app/pages/sme-details-route.tsx');
  });

  it('refuses a routes file whose entry it cannot read', () => {
    const text = "[{ path: '/x', title: 'X', access: 'guest', load: lazyPage }]";
    expect(() => routesOf(text, 'src/features/x')).toThrow('1 routes declared, 0 read');
  });
});
