/**
 * The first-response clock (issue 31 §5): how long a user has waited for a person, running until an agent
 * first answers, then the time that first answer took.
 */
export type FirstResponseClock = { state: 'waiting' | 'answered'; elapsedMs: number };

export function firstResponseClock(
  escalatedAt: string,
  firstResponseAt: string | null,
  now: Date,
): FirstResponseClock {
  const start = Date.parse(escalatedAt);
  const end = firstResponseAt === null ? now.getTime() : Date.parse(firstResponseAt);
  return {
    state: firstResponseAt === null ? 'waiting' : 'answered',
    elapsedMs: Math.max(0, (Number.isNaN(end) ? start : end) - (Number.isNaN(start) ? end : start)),
  };
}

/** A duration as people read it on a clock: `45 s`, `4 min 05 s`, `2 h 07 min`. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${pad(seconds % 60)} s`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${pad(minutes % 60)} min`;
}
