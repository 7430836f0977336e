/**
 * New payment requests from a box's portal, counted in memory per replica (as the queue's numbers, decision
 * 067). Each request makes a payment prompt appear on a phone, so an abuser typing other people's numbers
 * must not be able to ring them over and over: a device, a phone number and a box each have a budget per
 * window. Repeating a request that is already under way (the same idempotency key) costs nothing: it does
 * not reach the provider again and is not counted here.
 */
export const PURCHASE_LIMITS = {
  /** Payment requests one device may start in the window. */
  perDevice: 5,
  /** Payment requests one phone number may receive from one box in the window. */
  perPhone: 3,
  /** Payment requests one box's portal may start in the window, whatever devices it names. */
  perBox: 60,
  windowMs: 10 * 60_000,
};
const MAX_KEYS = 100_000;

export function createPurchaseThrottle(limits = PURCHASE_LIMITS) {
  const windows = new Map<string, { start: number; count: number }>();
  const spent = (key: string, limit: number, now: number) => {
    const current = windows.get(key);
    return current !== undefined && now - current.start < limits.windowMs && current.count >= limit;
  };
  const count = (key: string, now: number) => {
    const current = windows.get(key);
    if (!current || now - current.start >= limits.windowMs) {
      if (windows.size >= MAX_KEYS) windows.clear();
      windows.set(key, { start: now, count: 1 });
    } else current.count += 1;
  };
  return {
    /**
     * Counts one new request (its idempotency key seen before in the window is not new); false, and nothing
     * counted, when any of its budgets is spent.
     */
    allow(who: { routerId: number; device: string; phone: string; key: string }, now = Date.now()): boolean {
      if (spent(`key:${who.key}`, 1, now)) return true;
      const keys: [string, number][] = [
        [`device:${who.routerId}:${who.device}`, limits.perDevice],
        [`phone:${who.routerId}:${who.phone}`, limits.perPhone],
        [`box:${who.routerId}`, limits.perBox],
      ];
      if (keys.some(([key, limit]) => spent(key, limit, now))) return false;
      for (const [key] of keys) count(key, now);
      count(`key:${who.key}`, now);
      return true;
    },
  };
}
export type PurchaseThrottle = ReturnType<typeof createPurchaseThrottle>;
