import type { Measured } from './lines';

const medianOf = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const medianOrNull = (values: (number | null)[]): number | null =>
  values.some((v) => v === null) ? null : medianOf(values as number[]);

/** Each figure's median over the rounds (each figure on its own); errors are summed. */
export function median(runs: Measured[]): Measured {
  return {
    requests: medianOf(runs.map((r) => r.requests)),
    perSecond: medianOf(runs.map((r) => r.perSecond)),
    p50: medianOf(runs.map((r) => r.p50)),
    p95: medianOf(runs.map((r) => r.p95)),
    p99: medianOf(runs.map((r) => r.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    serverMs: medianOrNull(runs.map((r) => r.serverMs)),
    pgMs: medianOrNull(runs.map((r) => r.pgMs)),
  };
}
