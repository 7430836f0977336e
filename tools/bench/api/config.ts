import { join } from 'node:path';

/** The repository's root (tools/bench/api is three levels below it). */
export const ROOT = join(import.meta.dirname, '..', '..', '..');

const positive = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

/** Seconds of load per project-vs-DRF line and per round; the default run takes about 13 minutes. */
export const SECONDS = positive('BENCH_SECONDS', 10);
/** Rounds of the project-vs-DRF lines, alternating the servers; the table shows the median. */
export const ROUNDS = Math.round(positive('BENCH_ROUNDS', 3));
/** The size lines (10,000 vs 100,000) run once each, shorter: there are 24 of them per engine. */
export const SCALE_SECONDS = positive('BENCH_SCALE_SECONDS', Math.max(2, Math.round(SECONDS / 2)));
/** Each line starts with a short unmeasured run: connections open, JIT and caches warm. */
export const WARMUP_SECONDS = 1;
/** Two admins working at once, and ten busy connections (saturation). */
export const CONNECTIONS = [2, 10] as const;
/** Rows per page in every list line, as the dashboard asks. */
export const PAGE_SIZE = 10;

/** Loopback ports in 26000–26999 (the range the team's machine keeps for throw-away servers). */
export function pickPorts() {
  const base = 26000 + 10 * Math.floor(Math.random() * 95);
  return { postgres: base, projectPg: base + 1, drf: base + 2, bare: base + 3, projectPglite: base + 4 };
}
