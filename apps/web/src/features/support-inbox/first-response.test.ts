import { describe, expect, it } from 'vitest';
import { firstResponseClock, formatElapsed } from './first-response';

describe('the first-response clock (issue 31 §5)', () => {
  it('runs from the escalation until an agent first answers', () => {
    const now = new Date('2026-11-29T10:07:30Z');
    expect(firstResponseClock('2026-11-29T10:00:00Z', null, now)).toEqual({
      state: 'waiting',
      elapsedMs: 450_000,
    });
    expect(firstResponseClock('2026-11-29T10:00:00Z', '2026-11-29T10:02:05Z', now)).toEqual({
      state: 'answered',
      elapsedMs: 125_000,
    });
  });

  it('never runs backwards (clocks of two machines)', () => {
    expect(firstResponseClock('2026-11-29T10:00:00Z', null, new Date('2026-11-29T09:59:58Z')).elapsedMs).toBe(
      0,
    );
  });

  it('reads like a clock', () => {
    expect(formatElapsed(45_900)).toBe('45 s');
    expect(formatElapsed(245_000)).toBe('4 min 05 s');
    expect(formatElapsed(2 * 3600_000 + 7 * 60_000 + 59_000)).toBe('2 h 07 min');
  });
});
