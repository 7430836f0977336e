import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/lib/clock';
import { type TestContext, createTestContext } from './app';
import { type Tokens, requester, signInWithOtp } from './session';
import { twoPartners } from './world';

export type TwoPartners = Awaited<ReturnType<typeof twoPartners>>;

/** What a file's tests read once its beforeAll has run. */
type Built = { ctx: TestContext; world: TwoPartners; staff: Tokens | undefined };

/**
 * A test file's set-up: the real app on a fresh database with two partners (see twoPartners), built in the
 * file's beforeAll and closed in its afterAll. `ctx`, `world` and `staff` (my partner's staff, signed in
 * when `signInStaff`) are read inside tests, once built; `as` calls the API as my partner's admin and
 * `asTheirs` as the other partner's, each taking another token as its last argument.
 */
export function twoPartnersSuite({
  clock,
  signInStaff = false,
}: { clock?: Clock; signInStaff?: boolean } = {}) {
  let built: Built | undefined;
  beforeAll(async () => {
    const ctx = await createTestContext({}, clock ? { clock } : {});
    const world = await twoPartners(ctx);
    const staff = signInStaff ? await signInWithOtp(ctx, world.mine.staff.email) : undefined;
    built = { ctx, world, staff };
  });
  afterAll(() => built?.ctx.close());

  // Read before beforeAll ran (at a describe's top level): a mistake in the test file, said plainly.
  const read = (): Built => {
    if (!built) throw new Error('twoPartnersSuite: read inside a test or hook, once beforeAll has run');
    return built;
  };
  type Call = Parameters<ReturnType<typeof requester>>;
  return {
    get ctx() {
      return read().ctx;
    },
    get world() {
      return read().world;
    },
    get staff(): Tokens {
      const { staff } = read();
      if (!staff) throw new Error('twoPartnersSuite: staff is signed in with { signInStaff: true }');
      return staff;
    },
    as: (...args: Call) => requester(read().ctx, () => read().world.mine.tokens.access)(...args),
    asTheirs: (...args: Call) => requester(read().ctx, () => read().world.theirs.tokens.access)(...args),
  };
}
