/** How the analytics cards show their figures; null (no reading) is the empty state, never a number. */
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const fmtNumber = (n: number | null | undefined): string | null =>
  n === null || n === undefined ? null : grouped.format(n);

export const fmtUnit = (n: number | null | undefined, unit: string): string | null =>
  n === null || n === undefined ? null : `${grouped.format(n)} ${unit}`;

export const fmtPercent = (n: number | null | undefined): string | null =>
  n === null || n === undefined ? null : `${grouped.format(n)}%`;

/** Seconds as h:m:s (Average Duration, uptime): 3725 → '1:02:05'. */
export const fmtHms = (seconds: number | null | undefined): string | null => {
  if (seconds === null || seconds === undefined) return null;
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** True when a chart has no bucket or every value of every series is 0: it shows 'No data available'. */
export const isEmptyChart = (categories: readonly string[], series: readonly (readonly number[])[]) =>
  categories.length === 0 || series.every((d) => d.every((v) => v === 0));
