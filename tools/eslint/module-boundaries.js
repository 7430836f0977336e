// A small ESLint rule for the server's modules: a module uses another only through that module's
// index.ts (its public surface), never through its inner files, so each module can change its insides
// freely and the tables it owns stay behind its own functions (decision 015). The app (app.ts, main.ts)
// mounts a module through its module.ts, the one plugin it exports (issue 28 §2), or uses its index.ts.
// A module's tables are in its schema.ts (issue 28 §1, decision 048): another module may import them from
// there to read them or point a foreign key at them (writing them is refused by scripts/table-owners.mjs),
// and no module imports the generated barrel db/schema, so what a module reads of others stays visible.
import { dirname, relative, resolve, sep } from 'node:path';

const MODULES = resolve(import.meta.dirname, '..', '..', 'apps', 'server', 'src', 'modules');

/** The module a path under apps/server/src/modules belongs to and the rest of its path, else null. */
function placeOf(path) {
  const rel = relative(MODULES, path);
  if (rel === '' || rel.startsWith('..')) return null;
  const [module, ...inner] = rel.split(sep);
  return { module, inner: inner.join('/') };
}

const INDEX = new Set(['', 'index', 'index.ts', 'index.js']);
const MOUNT = new Set(['module', 'module.ts', 'module.js']);
const SCHEMA = new Set(['schema', 'schema.ts', 'schema.js']);
/** The generated barrel of every table (scripts/schema-index.mjs). */
const BARREL = resolve(MODULES, '..', 'db', 'schema');
const BARREL_PATHS = new Set(['', '/index', '/index.ts', '/index.js'].map((s) => BARREL + s));
/** The demo's code: it drives the product from outside, so the product never depends on it. */
const DEMO_DIRS = ['simulator', 'seed'].map((d) => resolve(MODULES, '..', d));
/** The files that compose the app from its modules. */
const APP_FILES = new Set(['app.ts', 'main.ts'].map((f) => resolve(MODULES, '..', f)));

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Modules use each other only through the other module's index.ts (and schema.ts, to read).",
    },
    messages: {
      innerFile:
        "Module {{from}} may not import {{to}}'s inner file '{{inner}}': import from '../{{to}}' and export what is needed from its index.ts.",
      demoCode:
        "Module {{from}} may not import the demo's code ('{{inner}}'): move the rule into a module, and let the demo import it from there.",
      schemaBarrel:
        "Module {{from}} may not import the schema barrel: import its own tables from './schema' and another module's from '../<module>/schema'.",
      appInnerFile:
        "The app may not import {{to}}'s inner file '{{inner}}': mount the module through './modules/{{to}}/module' or use its index.ts.",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    const isApp = APP_FILES.has(resolve(context.filename));
    if (!from && !isApp) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source);
      if (from && DEMO_DIRS.some((dir) => target === dir || target.startsWith(dir + sep))) {
        context.report({ node, messageId: 'demoCode', data: { from: from.module, inner: source } });
        return;
      }
      if (from && BARREL_PATHS.has(target)) {
        context.report({ node, messageId: 'schemaBarrel', data: { from: from.module } });
        return;
      }
      const to = placeOf(target);
      if (!to || to.module === from?.module || INDEX.has(to.inner)) return;
      if (from && SCHEMA.has(to.inner)) return;
      if (isApp && MOUNT.has(to.inner)) return;
      context.report({
        node,
        messageId: isApp ? 'appInnerFile' : 'innerFile',
        data: { from: from?.module, to: to.module, inner: to.inner },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
