import { ANALYTICS_UNITS } from '@ared/contract/analytics-fields';
import { numberFormat } from './number-format';

/**
 * How figures with a unit read everywhere in the app (decision 052): one place, so a card, a chart's axis
 * and a table never show the same figure two ways. Null or undefined (no reading) stays null: the caller
 * shows its empty state, never a made-up 0.
 */
const grouped = numberFormat('en-US', { maximumFractionDigits: 2 });

type Maybe = number | null | undefined;
const isMissing = (n: Maybe): n is null | undefined => n === null || n === undefined || Number.isNaN(n);

/** 1234.567 → '1,234.57'. */
export const fmtNumber = (n: Maybe): string | null => (isMissing(n) ? null : grouped.format(n));

/** A figure and its unit: (12.5, 'ms') → '12.5 ms'. */
export const fmtUnit = (n: Maybe, unit: string): string | null =>
  isMissing(n) ? null : `${grouped.format(n)} ${unit}`;

/** A share of 0 to 100: 99.5 → '99.5%'. */
export const fmtPercent = (n: Maybe): string | null => (isMissing(n) ? null : `${grouped.format(n)}%`);

/** A speed the boxes measured, in megabits per second: 4.5 → '4.5 Mbit/s'. */
export const fmtSpeed = (mbitPerSecond: Maybe): string | null =>
  fmtUnit(mbitPerSecond, ANALYTICS_UNITS.speed);

/**
 * A data volume given in megabytes (10^6 bytes, as the boxes count it): under 1,000 MB in MB, else in GB
 * (10^9): 812.4 → '812.4 MB', 4092.96 → '4.09 GB'.
 */
export const fmtMegabytes = (mb: Maybe): string | null => {
  if (isMissing(mb)) return null;
  return Math.abs(mb) < 1000 ? `${grouped.format(mb)} MB` : `${grouped.format(mb / 1000)} GB`;
};

/** Seconds as h:mm:ss, hours unbounded (durations, uptime since start): 3725 → '1:02:05', 2820 → '0:47:00'. */
export const fmtHms = (seconds: Maybe): string | null => {
  if (isMissing(seconds)) return null;
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** An amount of money: (1030300, 'RWF') → 'RWF 1,030,300'. */
export const fmtMoney = (amount: Maybe, currency: string | undefined): string | null =>
  isMissing(amount) ? null : `${currency ?? ''} ${grouped.format(amount)}`.trim();
