import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../src/db/schema';
import { type RateRule, hitRateLimit, secondsUntilWithinLimit } from '../src/lib/rate-limit';
import { type TestContext, createTestContext } from './helpers/app';

const rule: RateRule = { name: 'test-window', limit: 10, windowSeconds: 15 * 60 };
const windowMs = rule.windowSeconds * 1000;
// Ten seconds into a window: just past a boundary.
const boundary = Math.floor(Date.UTC(2026, 10, 23, 12) / windowMs) * windowMs;
const justAfter = new Date(boundary + 10_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const hit = (key: string, now: Date) =>
  hitRateLimit(ctx.db, rule, key, now).then(
    () => 'ok',
    (error: { statusCode?: number }) => error.statusCode,
  );

describe('database-counted limits slide over the window boundary', () => {
  it('hits at the end of one window still count just after the boundary', async () => {
    await ctx.db
      .insert(rateLimitCounters)
      .values({ key: 'test-window:straddle', windowStart: new Date(boundary - windowMs), hits: rule.limit });
    expect(await hit('straddle', justAfter)).toBe(429);
  });

  it('the previous window weighs less as it slides out', async () => {
    // Half-way into the new window, 10 old hits weigh 5: five more pass, the sixth is refused.
    await ctx.db
      .insert(rateLimitCounters)
      .values({ key: 'test-window:half', windowStart: new Date(boundary - windowMs), hits: rule.limit });
    const halfway = new Date(boundary + windowMs / 2);
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await hit('half', halfway));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 429]);
  });

  it('a fresh key passes the limit and is refused after it', async () => {
    const results = [];
    for (let i = 0; i < rule.limit + 1; i += 1) results.push(await hit('fresh', justAfter));
    expect(results.slice(0, rule.limit).every((r) => r === 'ok')).toBe(true);
    expect(results.at(-1)).toBe(429);
  });
});

describe('how long a refused caller waits', () => {
  it('is 0 within the limit', () => {
    expect(secondsUntilWithinLimit(rule, justAfter, 3, 6)).toBe(0);
  });
  it('past the limit in this window: into the next, until this window has slid out far enough', () => {
    // 20 hits now, 10 s into the window: 890 s to its end, then half the next window (20 × ½ = 10).
    expect(secondsUntilWithinLimit(rule, justAfter, 20, 0)).toBe(890 + 450);
  });
  it("within the limit here but not with the previous window's share: until that share shrinks", () => {
    // 5 here, 10 before: the share must fall to 5, i.e. half-way through this window; 10 s are gone.
    expect(secondsUntilWithinLimit(rule, justAfter, 5, 10)).toBe(450 - 10);
  });
});
