// A small ESLint rule for the server's route files (issue 28 §2, decision 048): routes speak HTTP (params,
// roles, status codes, the reply) and call the module's functions; they never touch the database. A route
// file (`routes.ts`, `*-routes.ts` under modules/) that imports a table (a schema file), imports Drizzle's
// query helpers, or runs a query, a transaction or a prepared statement itself is refused: the query goes
// into the module's queries (a simple CRUD module: routes → queries) or its service (a module with rules:
// routes → service → queries).
import { basename, dirname, resolve, sep } from 'node:path';

const SRC = resolve(import.meta.dirname, '..', '..', 'apps', 'server', 'src');
const MODULES = resolve(SRC, 'modules');

/** Calls that run SQL, whatever the receiver: db.select(), tx.execute(), database.prepared(). */
const QUERY_CALLS = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'execute',
  'transaction',
  'prepared',
]);

const isRouteFile = (file) => {
  const path = resolve(file);
  const name = basename(path);
  return path.startsWith(MODULES + sep) && (name === 'routes.ts' || name.endsWith('-routes.ts'));
};

const isSchemaPath = (target) =>
  /[\\/]schema(\.ts)?$/.test(target) || target.startsWith(resolve(SRC, 'db', 'schema') + sep);

/** @type {import('eslint').Rule.RuleModule} */
export const routeLayering = {
  meta: {
    type: 'problem',
    docs: { description: 'Route files call the module’s functions; they never touch the database.' },
    messages: {
      schema:
        "A route file may not import tables ('{{source}}'): move the query into the module's queries or service.",
      drizzle:
        "A route file may not import Drizzle's query helpers ('{{source}}'): move the query into the module's queries or service.",
      query:
        "A route file may not run a query ('.{{call}}(…)'): move it into the module's queries or service.",
    },
    schema: [],
  },
  create(context) {
    if (!isRouteFile(context.filename)) return {};
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const source = node.source.value;
        if (typeof source !== 'string') return;
        if (source === 'drizzle-orm' || source.startsWith('drizzle-orm/')) {
          context.report({ node, messageId: 'drizzle', data: { source } });
        } else if (source.startsWith('.') && isSchemaPath(resolve(dirname(context.filename), source))) {
          context.report({ node, messageId: 'schema', data: { source } });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const call = callee.property.name;
        // `r.delete('/path/', …)` registers a route; `tx.delete(table)` is a query.
        const first = node.arguments[0];
        const isRoute = first && (first.type === 'Literal' || first.type === 'TemplateLiteral');
        if ((QUERY_CALLS.has(call) && !(call === 'update' && isRoute)) || (call === 'delete' && !isRoute))
          context.report({ node, messageId: 'query', data: { call } });
      },
    };
  },
};
