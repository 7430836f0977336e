import { describe, expect, it } from 'vitest';
import { formatMinerTime, minerAction } from './miner';

describe('formatMinerTime', () => {
  it('shows HH:mm:ss as h:mm A', () => {
    expect(formatMinerTime('14:05:00')).toBe('2:05 PM');
    expect(formatMinerTime('00:30:15')).toBe('12:30 AM');
    expect(formatMinerTime('12:00:00')).toBe('12:00 PM');
    expect(formatMinerTime('09:07:59')).toBe('9:07 AM');
    expect(formatMinerTime('23:59:59')).toBe('11:59 PM');
  });

  it('gives null for no time or a malformed one', () => {
    expect(formatMinerTime(null)).toBeNull();
    expect(formatMinerTime('')).toBeNull();
    expect(formatMinerTime('25:00:00')).toBeNull();
    expect(formatMinerTime('noon')).toBeNull();
  });
});

describe('minerAction', () => {
  it('inactive → running (start), running → paused (pause), paused → running (resume)', () => {
    expect(minerAction('inactive')).toEqual({ action: 'start', next: 'running' });
    expect(minerAction('running')).toEqual({ action: 'pause', next: 'paused' });
    expect(minerAction('paused')).toEqual({ action: 'resume', next: 'running' });
  });
});
