/**
 * New queue numbers per box per minute, counted in memory (decision 067): a flood of takes at one box is
 * refused before it reaches the database, so it costs other realms nothing. Per replica: with N replicas a
 * box gets at most N times the budget, still far below what one realm's counter row can take.
 */
export const TAKES_PER_BOX_PER_MINUTE = 30;
const MAX_BOXES = 50_000;

export function createQueueThrottle(limit = TAKES_PER_BOX_PER_MINUTE, windowMs = 60_000) {
  const windows = new Map<number, { start: number; count: number }>();
  return {
    /** Counts one take at the box; false when its budget for this minute is spent. */
    allow(routerId: number, now = Date.now()): boolean {
      const current = windows.get(routerId);
      if (!current || now - current.start >= windowMs) {
        if (windows.size >= MAX_BOXES) windows.clear();
        windows.set(routerId, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
export type QueueThrottle = ReturnType<typeof createQueueThrottle>;
