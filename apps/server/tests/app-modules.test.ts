import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from './helpers/app';

const MODULES = join(import.meta.dirname, '..', 'src', 'modules');
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('modules register themselves (issue 28 §2)', () => {
  it('the app is built from every module that has a module.ts, each named by its folder', () => {
    const mountable = readdirSync(MODULES).filter((name) => existsSync(join(MODULES, name, 'module.ts')));
    expect(ctx.app.modules.map((m) => m.name).sort()).toEqual(mountable.sort());
  });

  it("each module's jobs are what the scheduler runs, named once", () => {
    const jobs = ctx.app.modules.flatMap((m) => m.jobs?.({ deps: ctx.app.deps, log: ctx.app.log }) ?? []);
    const names = jobs.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(
      [
        'alerts-evaluation',
        'analytics-index-upkeep',
        'analytics-rollup',
        'billing-engine',
        'hotspot-silence',
        'mobile-money-reconciliation',
        'resumable-upload-sweep',
        'voucher-expiry',
      ].sort(),
    );
  });

  it("a module's parts answer where it mounts them: /v1, /device, and its own prefix", async () => {
    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;
    // Without credentials: 401 from the auth hook of /v1 and /device, not 404 (the route exists there).
    expect(await status('/v1/routers/')).toBe(401);
    expect(await status('/device/content')).toBe(401);
    expect(await status('/api/health')).toBe(200);
    expect(await status('/radius/nobody/admin/vouchers')).toBe(401);
  });
});
