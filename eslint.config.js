import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './tools/eslint/feature-boundaries.js';
import { moduleBoundaries } from './tools/eslint/module-boundaries.js';
import { routeLayering } from './tools/eslint/route-layering.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
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
    },
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
