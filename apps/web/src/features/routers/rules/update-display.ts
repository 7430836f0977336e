import type { TOtaState } from '@ared/contract/routers';

export type UpdateDisplay =
  | { kind: 'updating'; progress: number }
  | { kind: 'waiting'; seconds: number }
  | { kind: 'none' }
  /** Offline routers show no update information at all. */
  | { kind: 'offline' };

/**
 * The update column (spec part 1 §4 "Update display", online routers only): downloading shows 'Updating'
 * with a progress bar and '{n}% complete'; waiting shows 'Checking for any available updates in {time}';
 * anything else 'No update info'.
 */
export function updateDisplay({
  is_online,
  otab,
}: {
  is_online: boolean;
  otab: TOtaState | null;
}): UpdateDisplay {
  if (!is_online) return { kind: 'offline' };
  if (otab?.status === 'downloading')
    return { kind: 'updating', progress: Math.round(Math.min(100, Math.max(0, otab.update_progress))) };
  if (otab?.status === 'waiting') return { kind: 'waiting', seconds: otab.time_remaining };
  return { kind: 'none' };
}

/** Seconds as a short duration: "45s", "3m 05s", "1h 02m". */
export function formatTimeRemaining(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
}
