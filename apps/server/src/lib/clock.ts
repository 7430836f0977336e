/**
 * Where the server reads the time. Production uses the system clock; tests pass one they can move, so the
 * billing engine can be run over months in seconds.
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export type TestClock = Clock & {
  set: (instant: Date | string) => void;
  advanceDays: (days: number) => void;
};

export function createTestClock(start: Date | string): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advanceDays: (days) => {
      current += days * 86_400_000;
    },
  };
}
