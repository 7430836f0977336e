import { describe, expect, it } from 'vitest';
import { ROUTERS_TEXTS } from '../texts';
import { formatTimeRemaining, updateDisplay } from './update-display';

describe('updateDisplay', () => {
  it('downloading → Updating with the rounded progress', () => {
    expect(
      updateDisplay({
        is_online: true,
        otab: { status: 'downloading', update_progress: 42.6, time_remaining: 30 },
      }),
    ).toEqual({ kind: 'updating', progress: 43 });
    expect(ROUTERS_TEXTS.update.complete(43)).toBe('43% complete');
  });

  it('waiting → checking for updates in the remaining time', () => {
    expect(
      updateDisplay({
        is_online: true,
        otab: { status: 'waiting', update_progress: 0, time_remaining: 185 },
      }),
    ).toEqual({ kind: 'waiting', seconds: 185 });
    expect(ROUTERS_TEXTS.update.waiting(formatTimeRemaining(185))).toBe(
      'Checking for any available updates in 3m 05s',
    );
  });

  it("no OTA state → 'No update info'; offline routers show nothing", () => {
    expect(updateDisplay({ is_online: true, otab: null })).toEqual({ kind: 'none' });
    expect(
      updateDisplay({
        is_online: false,
        otab: { status: 'downloading', update_progress: 10, time_remaining: 5 },
      }),
    ).toEqual({ kind: 'offline' });
  });
});

describe('formatTimeRemaining', () => {
  it('reads as seconds, minutes or hours', () => {
    expect(formatTimeRemaining(9)).toBe('9s');
    expect(formatTimeRemaining(60)).toBe('1m 00s');
    expect(formatTimeRemaining(3725)).toBe('1h 02m');
    expect(formatTimeRemaining(-3)).toBe('0s');
  });
});
