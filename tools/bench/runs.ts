import { readFileSync } from 'node:fs';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "median of 3; 12.1–30.4" for a line measured several times. */
export const medianNote = (values: number[], digits = 1) =>
  `median of ${values.length}; ${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

const cpuTimes = (): number[] | null => {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    return line.trim().split(/\s+/).slice(1).map(Number);
  } catch {
    return null; // not Linux
  }
};

/**
 * CPU steal while a line runs: the share of time the hypervisor gave this VM's cores to someone else
 * (/proc/stat). On a shared machine it is what makes one run of a line differ from the next; the results
 * show it so a reader can tell the machine's noise from the server's.
 */
export function stealMeter(): () => number | null {
  const before = cpuTimes();
  return () => {
    const after = cpuTimes();
    if (!before || !after || before.length < 8) return null;
    const delta = after.map((v, i) => v - (before[i] ?? 0));
    // user nice system idle iowait irq softirq steal; guest time is already counted in user.
    const total = delta.slice(0, 8).reduce((a, b) => a + b, 0);
    return total > 0 ? (100 * delta[7]!) / total : null;
  };
}
