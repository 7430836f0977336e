// A small ESLint rule for the server's modules: a module uses another only through that module's
// index.ts (its public surface), never through its inner files, so each module can change its insides
// freely and the tables it owns stay behind its own functions (decision 015).
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

/** @type {import('eslint').Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Modules use each other only through the other module's index.ts." },
    messages: {
      innerFile:
        "Module {{from}} may not import {{to}}'s inner file '{{inner}}': import from '../{{to}}' and export what is needed from its index.ts.",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(resolve(dirname(context.filename), source));
      if (!to || to.module === from.module || INDEX.has(to.inner)) return;
      context.report({
        node,
        messageId: 'innerFile',
        data: { from: from.module, to: to.module, inner: to.inner },
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
