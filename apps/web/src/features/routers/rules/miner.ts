import type { TMiner } from '@ared/contract/miners';

type MinerStatus = TMiner['status'];

/** Miner times arrive as HH:mm:ss and show as h:mm A ("14:05:00" → "2:05 PM"); null or malformed → null. */
export function formatMinerTime(value: string | null): string | null {
  const match = value ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim()) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23 || Number(minutes) > 59) return null;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

export type MinerAction = { action: 'start' | 'pause' | 'resume'; next: MinerStatus };

/**
 * The status change a miner offers (spec part 1 §4 "Miner status"): inactive → running (Start Mining),
 * running → paused (Pause Mining), paused → running (Resume Mining).
 */
export function minerAction(status: MinerStatus): MinerAction {
  if (status === 'inactive') return { action: 'start', next: 'running' };
  if (status === 'running') return { action: 'pause', next: 'paused' };
  return { action: 'resume', next: 'running' };
}
