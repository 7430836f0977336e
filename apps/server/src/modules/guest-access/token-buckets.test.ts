import { describe, expect, it } from 'vitest';
import { createBoxBudget } from './token-buckets';

describe('the packet budget of a box', () => {
  it('gives the burst at once, then perSecond; a look does not spend; each box has its own', () => {
    const budget = createBoxBudget({ perSecond: 2, burst: 3 });
    expect([1, 2, 3, 4].map(() => budget.take(7, 0))).toEqual([true, true, true, false]);
    expect(budget.has(7, 0)).toBe(false);
    expect(budget.take(8, 0)).toBe(true);
    // Half a second later one packet is due again; looking at it a hundred times leaves it there.
    for (let i = 0; i < 100; i += 1) expect(budget.has(7, 500)).toBe(true);
    expect([budget.take(7, 500), budget.take(7, 500)]).toEqual([true, false]);
    // Never more than the burst, however long the box was quiet.
    expect([1, 2, 3, 4].map(() => budget.take(7, 60_000))).toEqual([true, true, true, false]);
  });
});
