/** Durations are shown in whole minutes (part 2 §9): 90 s is 1 min, 59 s is 0 min. */
export const wholeMinutes = (seconds: number): number => Math.floor(Math.max(0, seconds) / 60);

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes a guest moved, in the largest unit that keeps the number at or above 1 ("1.5 MB"). */
export const formatBytes = (bytes: number): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
};
