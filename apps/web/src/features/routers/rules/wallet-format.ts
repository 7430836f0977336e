import dayjs from 'dayjs';
import { numberFormat } from '../../../lib/number-format';

const amountFormat = numberFormat('en-US', { maximumFractionDigits: 6 });
const countFormat = numberFormat('en-US', { maximumFractionDigits: 0 });

/** A wallet amount with its currency: "0.012345 XMR". */
export const formatWalletAmount = (value: number, currency: string): string =>
  `${amountFormat.format(value)} ${currency}`.trim();

/** Hashes submitted, grouped: "1,234,567". */
export const formatHashCount = (value: number): string => countFormat.format(value);

const RATE_UNITS = ['H/s', 'kH/s', 'MH/s', 'GH/s', 'TH/s'] as const;

/** A hash rate in the largest unit that keeps it ≥ 1: 1530 → "1.53 kH/s". */
export function formatHashRate(hashesPerSecond: number): string {
  let value = Math.max(0, hashesPerSecond);
  let unit = 0;
  while (value >= 1000 && unit < RATE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${RATE_UNITS[unit]}`;
}

/** The last share's time as lists show dates ('M/D/YYYY, h:mm:ss a'); null when there was none. */
export const formatLastShare = (iso: string | null): string | null =>
  iso && dayjs(iso).isValid() ? dayjs(iso).format('M/D/YYYY, h:mm:ss a') : null;
