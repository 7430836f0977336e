import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './tools/eslint/feature-boundaries.js';
import { moduleBoundaries } from './tools/eslint/module-boundaries.js';
import { routeLayering } from './tools/eslint/route-layering.js';

const CLASSIC_ZOD = ['zod', 'zod/v4', 'zod/v4-mini'].map((name) => ({
  name,
  message: "Import { z } from 'zod/mini' (decision 091).",
}));
// A form validates through lib/zod-form-resolver.ts, which loads the product's messages (decision 091).
const RESOLVER = {
  name: 'mantine-form-zod-resolver',
  message: "Import zod4Resolver from lib/zod-form-resolver (the product's messages).",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // zod's tree-shakable API everywhere (decision 091): the classic API is ~15 KB gzipped more on every
      // web route, and the contract's schemas are one kind for web and server alike.
      'no-restricted-imports': ['error', { paths: CLASSIC_ZOD }],
      // `import { type X } from 'm'` keeps `import 'm'` in the output (verbatimModuleSyntax): a module named
      // for its types only is still loaded and run. It pulled zod into the survey and analytics pages
      // (decision 104); `import type { X }` is erased.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, layers: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Imports flow app → features → shared; a feature never imports another feature.
      'layers/feature-boundaries': 'error',
      'no-restricted-imports': ['error', { paths: [...CLASSIC_ZOD, RESOLVER] }],
      // The build leaves Mantine's Table.ScrollContainer out (vite.config.ts, vendor-import-rewrites),
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Table'][property.name='ScrollContainer']",
          message:
            'Scroll a table with components/table-scroll (the build leaves Table.ScrollContainer out).',
        },
        {
          selector: "ImportSpecifier[imported.name='TableScrollContainer']",
          message: 'Scroll a table with components/table-scroll (the build leaves TableScrollContainer out).',
        },
        // and Checkbox's group, card and indicator.
        {
          selector: "MemberExpression[object.name='Checkbox'][property.name=/^(Group|Card|Indicator)$/]",
          message:
            'The build leaves Checkbox.Group, Checkbox.Card and Checkbox.Indicator out (vite.config.ts).',
        },
        {
          selector: 'ImportSpecifier[imported.name=/^Checkbox(Group|Card|Indicator)$/]',
          message: 'The build leaves CheckboxGroup, CheckboxCard and CheckboxIndicator out (vite.config.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/zod-form-resolver.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: CLASSIC_ZOD }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/app.ts', 'apps/server/src/main.ts'],
    plugins: {
      modules: { rules: { 'module-boundaries': moduleBoundaries, 'route-layering': routeLayering } },
    },
    // A module uses another only through its index.ts (decision 015); the app mounts it by its module.ts.
    // Route files never touch the database (decision 048).
    rules: { 'modules/module-boundaries': 'error', 'modules/route-layering': 'error' },
  },
);
