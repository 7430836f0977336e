import { describe, expect, it } from 'vitest';
import { lintWith } from './lint-with';
import { routeLayering } from './route-layering.js';

const lint = lintWith(routeLayering, 'apps/server/src');

describe('modules/route-layering (issue 28 §2)', () => {
  it('refuses a route file importing tables or Drizzle, or running a query', () => {
    expect(lint('modules/smes/routes.ts', "import { partners } from '../partners/schema';")).toEqual([
      'schema',
    ]);
    expect(lint('modules/terms/routes.ts', "import { termsAcceptances } from './schema';")).toEqual([
      'schema',
    ]);
    expect(lint('modules/x/routes.ts', "import { vouchers } from '../../db/schema';")).toEqual(['schema']);
    expect(lint('modules/media/file-routes.ts', "import { eq, sql } from 'drizzle-orm';")).toEqual([
      'drizzle',
    ]);
    expect(
      lint(
        'modules/locations/routes.ts',
        'export const f = (db: Db) => db.select({ id: 1 }).from(t); export const g = (tx: Db) => tx.delete(t);',
      ),
    ).toEqual(['query', 'query']);
    expect(lint('modules/health/routes.ts', 'await app.deps.database.db.execute(q);')).toEqual(['query']);
    expect(
      lint('modules/a/b/routes.ts', 'await db.transaction(async () => {}); await d.prepared(T)([]);'),
    ).toEqual(['query', 'query']);
  });

  it('lets route files register routes, import types and call the module’s functions', () => {
    expect(
      lint(
        'modules/smes/routes.ts',
        `import type { SQL } from 'drizzle-orm';
import { enrolSme } from './enrolment';
r.get('/smes/', {}, h); r.delete('/smes/:id/', {}, h); r.patch(\`/x/\`, {}, h); r.post('/y', {}, h);
await enrolSme(app.deps, 1, body);`,
      ),
    ).toEqual([]);
  });

  it('leaves the module’s other files alone (queries and services run the queries)', () => {
    expect(
      lint('modules/smes/queries.ts', "import { eq } from 'drizzle-orm'; db.select().from(smes);"),
    ).toEqual([]);
    expect(lint('modules/smes/service.ts', "import { smes } from './schema'; tx.delete(smes);")).toEqual([]);
    expect(lint('plugins/routes.ts', "import { eq } from 'drizzle-orm';")).toEqual([]);
  });
});
