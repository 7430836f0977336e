// A small ESLint rule for the web app's layers: app → features → shared (components, lib).
// A feature never imports another feature or the app; shared code imports neither.
import { dirname, relative, resolve, sep } from 'node:path';

const WEB_SRC = resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'src');

/** 'app', 'shared' or `feature:<name>` for a file under apps/web/src, else null. */
function layerOf(path) {
  const rel = relative(WEB_SRC, path);
  if (rel.startsWith('..')) return null;
  const [top, name] = rel.split(sep);
  if (top === 'features' && name) return `feature:${name}`;
  if (top === 'app') return 'app';
  if (top === 'components' || top === 'lib') return 'shared';
  return null;
}

function allowed(from, to) {
  if (!from || !to || from === to) return true;
  if (from === 'app') return true;
  if (to === 'shared') return true;
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features apart: app → features → shared.' },
    messages: {
      crossFeature:
        'Features do not import each other ({{from}} → {{to}}); move shared code to components/ or lib/.',
      upward: '{{from}} may not import {{to}}: imports flow app → features → shared.',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(resolve(dirname(context.filename), source));
      if (allowed(from, to)) return;
      const crossFeature = from?.startsWith('feature:') && to?.startsWith('feature:');
      context.report({ node, messageId: crossFeature ? 'crossFeature' : 'upward', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
