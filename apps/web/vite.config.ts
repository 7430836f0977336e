import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The API server runs on its own port in development; the browser talks to one origin through this proxy.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const proxy = Object.fromEntries(
  ['/v1', '/api', '/media', '/assistant'].map((prefix) => [prefix, { target: apiTarget }]),
);

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks of modules main.tsx imports dynamically at
 * start (React DOM): they are evaluated in a task of their own, after the entry's, but must not wait for
 * the entry's evaluation to be requested (a round trip on a slow link). Vite preloads only static imports.
 */
function preloadFirstImports(moduleSuffixes: readonly string[]): Plugin {
  return {
    name: 'preload-first-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((item) => item.type === 'chunk');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const imported of chunk?.imports ?? []) add(imported);
        };
        for (const suffix of moduleSuffixes) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(suffix));
          if (!chunk) throw new Error(`preload-first-imports: no chunk for ${suffix}`);
          add(chunk.fileName);
        }
        // Those Vite already preloads (the entry's own imports) are not asked for twice.
        return [...files]
          .filter((file) => !html.includes(`href="/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Vendor code rewritten at build time: imports that pull in far more than the one thing used, pointed at
 * that thing (decisions 089, 092), and work a page load does not need (decision 095).
 * Each rewrite fails the build if the vendor's file no longer has the code it replaces, so that an upgrade cannot
 * silently undo or break it; the route budget (scripts/bundle-budget.mjs) catches a file that moved.
 */
const VENDOR_IMPORT_REWRITES = [
  {
    // ScrollArea (every data table's scroll container) imports one hook from floating-ui, and with it the
    // chunk holding all of floating-ui the popovers use (~15 KB gzipped). Mantine's own `useMergedRef`
    // merges refs the same way (React 19 cleanups included).
    files: ['@mantine/core/esm/components/ScrollArea/ScrollArea.mjs'],
    from: 'import { useMergeRefs } from "@floating-ui/react";',
    to: 'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);',
  },
  {
    // AppShell's header, footer and aside read one class name from react-remove-scroll, which brought the
    // whole scroll lock (~4 KB gzipped) to every signed-in page; only a Modal needs it. The class name comes
    // from the constants module react-remove-scroll itself reads it from.
    files: ['AppShellHeader', 'AppShellFooter', 'AppShellAside'].map(
      (name) => `@mantine/core/esm/components/AppShell/${name}/${name}.mjs`,
    ),
    from: 'import { RemoveScroll } from "react-remove-scroll";',
    to: 'import { zeroRightClassName } from "react-remove-scroll-bar/constants";\nconst RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };',
  },
  {
    // Mantine's Table carries its scroll container as `Table.ScrollContainer`, which imports ScrollArea
    // whatever scrolling it is asked for: 6 KB gzipped on every list page. The app scrolls its tables with
    // components/table-scroll (the browser's scrolling), and lint forbids Table.ScrollContainer; a use that
    // slipped through fails loudly rather than drawing nothing (issue 29 §7).
    files: ['@mantine/core/esm/components/Table/Table.mjs'],
    from: 'import { TableScrollContainer } from "./TableScrollContainer.mjs";',
    to: 'const TableScrollContainer = () => {\n\tthrow new Error("Table.ScrollContainer is left out of this build: use components/table-scroll");\n};',
  },
  {
    // Mantine's useId (every input, checkbox, tab list, menu and the AppShell) starts from React's useId,
    // then swaps it for a random id in a layout effect: each of them rendered twice on mounting, the second
    // time synchronously, after the commit, in the same task (the router list's first render of the page
    // and its rows, ~30 ms of a render on this machine and 4x that on a slow phone). React's id is unique
    // in the one root the app has, and the same on the server, so it is kept (decision 095).
    files: ['@mantine/hooks/esm/use-id/use-id.mjs'],
    from: 'useIsomorphicEffect(() => {\n\t\tif (hasInitializedRef.current) return;\n\t\thasInitializedRef.current = true;\n\t\tsetUuid(randomId());\n\t}, []);',
    to: '',
  },
  {
    // The theme's CSS variables come from a stylesheet made at build time (decision 094) and the provider
    // is given `withCssVariables={false}`, so Mantine's variables component never renders. Its module still
    // worked out every default variable at load (remove-default-variables.mjs calls the resolver at its
    // top level): ~13 ms of the first script's evaluation on this machine, 4x that on a slow phone, and
    // ~3 KB gzipped of resolver on every page (decision 101). A provider asked for the variables fails loudly.
    files: ['@mantine/core/esm/core/MantineProvider/MantineProvider.mjs'],
    from: 'import { MantineCssVariables } from "./MantineCssVariables/MantineCssVariables.mjs";',
    to: 'const MantineCssVariables = () => {\n\tthrow new Error("MantineCssVariables is left out of this build: the theme\'s variables are app/theme-variables.css");\n};',
  },
  {
    // Checkbox carries its group, card and indicator as static members (Checkbox.Group, .Card, .Indicator),
    // so every table with row selection loaded all four (3.8 KB gzipped). The app uses the checkbox alone;
    // lint forbids the other three (eslint.config.js). The checkbox reads a group's context, which no
    // group provides here: its own context object stands in (decision 101).
    files: ['@mantine/core/esm/components/Checkbox/Checkbox.mjs'],
    from: 'import { CheckboxGroup, CheckboxGroupContext } from "./CheckboxGroup/CheckboxGroup.mjs";\nimport { CheckboxCard } from "./CheckboxCard/CheckboxCard.mjs";',
    to: [
      'import { createContext as createGroupContext } from "react";',
      'const CheckboxGroupContext = createGroupContext(null);',
      'const leftOut = (name) => () => {\n\tthrow new Error(`Checkbox.${name} is left out of this build: see vite.config.ts`);\n};',
      'const CheckboxGroup = leftOut("Group");',
      'const CheckboxCard = leftOut("Card");',
    ].join('\n'),
  },
  {
    files: ['@mantine/core/esm/components/Checkbox/Checkbox.mjs'],
    from: 'import { CheckboxIndicator } from "./CheckboxIndicator/CheckboxIndicator.mjs";',
    to: 'const CheckboxIndicator = leftOut("Indicator");',
  },
  {
    // The AppShell's sections carry a drag handle to resize them, drawn only for a resizable section; the
    // shell's are fixed (app/shell/shell-geometry.ts). The handle and its geometry (~2 KB gzipped) were on
    // every signed-in page (decision 101). A resizable section fails loudly.
    files: ['AppShellNavbar', 'AppShellHeader', 'AppShellFooter', 'AppShellAside'].map(
      (name) => `@mantine/core/esm/components/AppShell/${name}/${name}.mjs`,
    ),
    from: 'import { AppShellResizeHandle } from "../AppShellResizeHandle/AppShellResizeHandle.mjs";',
    to: 'const AppShellResizeHandle = () => {\n\tthrow new Error("AppShell\'s resize handle is left out of this build: the shell\'s sections are fixed");\n};',
  },
  {
    // The AppShell marks itself `data-resizing` while its sections must not animate: while the window is
    // resized, and from its mounting until a timer after it. That attribute sets a custom property every
    // element of the page inherits, so clearing it after mounting restyled the whole page (~280 elements,
    // 20–30 ms on this machine, 4x on a slow phone) in a task of its own (decision 102). A shell that has just
    // mounted has nothing to animate from (its elements are new), so it starts unmarked; a resize still marks it.
    files: ['@mantine/core/esm/components/AppShell/use-resizing/use-resizing.mjs'],
    from: 'const [resizing, setResizing] = useState(true);',
    to: 'const [resizing, setResizing] = useState(false);',
  },
  {
    files: ['@mantine/core/esm/components/AppShell/use-resizing/use-resizing.mjs'],
    from: 'useIsomorphicEffect(() => {\n\t\tsetResizing(true);\n\t\tclearTimeout(disabledTimeout.current);\n\t\tdisabledTimeout.current = window.setTimeout(() => startTransition(() => {\n\t\t\tsetResizing(false);\n\t\t}), transitionDuration || 0);\n\t}, [disabled, transitionDuration]);',
    to: '',
  },
];

/**
 * Shared chunks below this size (the sum of their modules' transformed source, before minifying, so ~2 KB
 * gzipped) are inlined (decision 096). Measured on the router list: 8 KB leaves 22 files for 5.6 KB more
 * JavaScript; 12 KB, 18 files for 7.3 KB more; 2 KB, 53 files for 11.3 KB more (docs/benchmarks.md).
 */
const INLINED_CHUNK_MAX_SOURCE_BYTES = 8 * 1024;

/** `path` when it exists; a build that cannot find a vendor file it points at fails loudly. */
function existsOrFail(path: string): true {
  if (!existsSync(path)) throw new Error(`vite.config: ${path} is missing (a vendor upgrade moved it?)`);
  return true;
}

function vendorImportRewrites(): Plugin {
  return {
    name: 'vendor-import-rewrites',
    apply: 'build',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      const rewrites = VENDOR_IMPORT_REWRITES.filter((r) => r.files.some((file) => path.endsWith(file)));
      if (rewrites.length === 0) return null;
      return rewrites.reduce((rewritten, rewrite) => {
        if (!rewritten.includes(rewrite.from)) throw new Error(`vendor-import-rewrites: ${path} changed`);
        return rewritten.replace(rewrite.from, rewrite.to);
      }, code);
    },
  };
}

/**
 * React Router ships two identical builds but for one flag, and its package's exports name only the
 * development one (`dist/development`), whose warnings (a dev-only check on every navigation, their texts)
 * then reach every page. The build takes the production one (`ENABLE_DEV_WARNINGS = false`, ~2 KB gzipped
 * less, decision 104); the dev server and the tests keep the warnings. The path is checked at build time.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [react(), preloadFirstImports(['node_modules/react-dom/client.js']), vendorImportRewrites()],
  resolve:
    command === 'build' && existsOrFail(REACT_ROUTER_PRODUCTION)
      ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] }
      : {},
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // No <link rel="modulepreload"> per chunk from Vite's loader: appending ~80 of them when the entry asks
    // for the shell and a page was up to 350 ms of a slow phone's main thread. The browser fetches a chunk's
    // imports itself; the loader still adds the stylesheets a lazy chunk needs (decision 087).
    modulePreload: { resolveDependencies: () => [] },
    // Small shared chunks are copied into the chunks that use them instead of being files of their own
    // (decision 096): the router list loaded 104 files, 79 of them under 1 KB gzipped, and the browser's
    // module loader spent ~2 ms of the main thread on each request it made, 35 of them in one task. Rolldown
    // keeps one instance of each copied module (a registry in its runtime). Stylesheets stay files, as
    // Rolldown's guide asks of a Vite build. The alerts' texts (the shell's bell and the Alerts page) stay
    // one file too: copied, they were loaded twice on the Alerts page (decision 101). The prerendering pass
    // (an SSR build) keeps its chunks.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // The small parts the signed-in shell draws and pages draw too (its header's buttons,
              // badges, groups, the date formats, the tooltip) are one chunk with what they import:
              // inlined, each page's chunk carried its own copy of them, 2–4 KB on most routes (decision
              // 104). Every signed-in page loads the shell, so the chunk costs them nothing more.
              groups: [
                {
                  name: 'shell-kit',
                  test: /(@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Badge|Group)[\\/]|@mantine[\\/]hooks[\\/]esm[\\/](use-merged-ref|use-disclosure)[\\/]|src[\\/]lib[\\/](format|use-is-phone|use-header-date)\.ts$|src[\\/]components[\\/]hover-tooltip\.tsx$)/,
                },
              ],
              experimentalInlineCommonChunks: {
                maxSize: INLINED_CHUNK_MAX_SOURCE_BYTES,
                exclude: [
                  /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
                  /features\/alerts\/texts\.ts$/,
                ],
              },
            },
          },
        },
  },
}));
