// A small ESLint rule for the web app's layers: app → features → entities → shared (components, lib).
// A feature never imports another feature or the app; an entity (router, SME, realm: keys, pickers,
// links) never imports another entity, a feature or the app; shared code imports none of them.
import { dirname, relative, resolve, sep } from 'node:path';

const WEB_SRC = resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'src');

/** Lower layers may be imported by higher ones; never the other way round. */
const RANK = { shared: 0, entity: 1, feature: 2, app: 3 };

/** `{ kind, name }` for a file under apps/web/src (name set for features and entities), else null. */
function layerOf(path) {
  const rel = relative(WEB_SRC, path);
  if (rel.startsWith('..')) return null;
  const [top, name] = rel.split(sep);
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top === 'entities' && name) return { kind: 'entity', name };
  if (top === 'app') return { kind: 'app' };
  if (top === 'components' || top === 'lib') return { kind: 'shared' };
  return null;
}

const label = (layer) => (layer.name ? `${layer.kind}:${layer.name}` : layer.kind);

/** null when allowed, else the message id. */
function violation(from, to) {
  if (!from || !to) return null;
  if (from.kind === to.kind && from.name === to.name) return null;
  if (from.kind === 'app') return null;
  if (from.kind === to.kind && from.kind === 'feature') return 'crossFeature';
  if (from.kind === to.kind && from.kind === 'entity') return 'crossEntity';
  return RANK[to.kind] < RANK[from.kind] ? null : 'upward';
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features apart: app → features → entities → shared.' },
    messages: {
      crossFeature:
        'Features do not import each other ({{from}} → {{to}}); move shared code to entities/, components/ or lib/, or compose the two in app/.',
      crossEntity:
        'Entities do not import each other ({{from}} → {{to}}); move shared code to components/ or lib/.',
      upward: '{{from}} may not import {{to}}: imports flow app → features → entities → shared.',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(resolve(dirname(context.filename), source));
      const messageId = violation(from, to);
      if (messageId) context.report({ node, messageId, data: { from: label(from), to: label(to) } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
