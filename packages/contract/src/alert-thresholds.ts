/**
 * The alert thresholds a partner may set, and their bounds (issue 29 §1): constants without zod, so that
 * the web's shell (the bell's texts) can read them without building the alerts' schemas at load (decision
 * 101). `./alerts` re-exports them.
 */

/** A box offline for fewer minutes than this is a flap, not an alert; the partner may change it. */
export const OFFLINE_MINUTES_MIN = 5;
export const OFFLINE_MINUTES_MAX = 1440;

/**
 * A partner's thresholds, each from `min` to `max` (whole numbers). A partner that set none has the server's
 * defaults (ALERTS_*).
 */
export const ALERT_THRESHOLDS = {
  /** A box offline this long (minutes since its last heartbeat) raises `box_offline`. */
  offline_minutes: { min: OFFLINE_MINUTES_MIN, max: OFFLINE_MINUTES_MAX, unit: 'minutes' },
  /** Disk used, % of the box's total, in its latest heartbeat. */
  disk_percent: { min: 50, max: 99, unit: 'percent' },
  /** CPU in every heartbeat of the last `cpu_minutes`. */
  cpu_percent: { min: 50, max: 100, unit: 'percent' },
  cpu_minutes: { min: 5, max: 240, unit: 'minutes' },
  /** A RADIUS problem recorded within this many minutes. */
  radius_minutes: { min: 5, max: 1440, unit: 'minutes' },
  /** An unpaid billing this many days past its due date. */
  overdue_days: { min: 1, max: 90, unit: 'days' },
  /** Fewer unused, unexpired vouchers than this in a realm. */
  voucher_stock: { min: 1, max: 100000, unit: 'vouchers' },
} as const;
export type TAlertThreshold = keyof typeof ALERT_THRESHOLDS;
export const ALERT_THRESHOLD_NAMES = Object.keys(ALERT_THRESHOLDS) as TAlertThreshold[];

export const thresholdMessage = (name: TAlertThreshold): string => {
  const { min, max, unit } = ALERT_THRESHOLDS[name];
  return `Enter a whole number of ${unit} from ${min} to ${max}.`;
};

/**
 * What an alert is about (issue 29 §1; decisions 049, 055): a box that stopped reporting, a box's disk
 * nearly full, its CPU pinned, its RADIUS packets in trouble; an SME's billing overdue, an SME suspended
 * for non-payment; a realm running out of vouchers.
 */
export const ALERT_KINDS = [
  'box_offline',
  'disk_full',
  'cpu_pinned',
  'radius_problem',
  'billing_overdue',
  'sme_suspended',
  'voucher_stock_low',
] as const;
