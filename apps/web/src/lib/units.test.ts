import { describe, expect, it } from 'vitest';
import { fmtHms, fmtMegabytes, fmtMoney, fmtNumber, fmtPercent, fmtSpeed, fmtUnit } from './units';

describe('units (decision 052)', () => {
  it('writes durations in seconds as h:mm:ss, hours unbounded, never as bare seconds', () => {
    expect(fmtHms(2820)).toBe('0:47:00');
    expect(fmtHms(3725)).toBe('1:02:05');
    expect(fmtHms(0)).toBe('0:00:00');
    expect(fmtHms(49 * 3600 + 59)).toBe('49:00:59');
    expect(fmtHms(59.6)).toBe('0:01:00');
    expect(fmtHms(-5)).toBe('0:00:00');
  });

  it('writes speeds in Mbit/s, the unit the boxes measure', () => {
    expect(fmtSpeed(4.5)).toBe('4.5 Mbit/s');
    expect(fmtSpeed(12.345)).toBe('12.35 Mbit/s');
  });

  it('writes data volumes in MB below 1,000 MB and in GB from there', () => {
    expect(fmtMegabytes(812.4)).toBe('812.4 MB');
    expect(fmtMegabytes(999.99)).toBe('999.99 MB');
    expect(fmtMegabytes(1000)).toBe('1 GB');
    expect(fmtMegabytes(4092.96)).toBe('4.09 GB');
    expect(fmtMegabytes(32768)).toBe('32.77 GB');
  });

  it('writes shares as percentages of 0 to 100, and numbers and money grouped', () => {
    expect(fmtPercent(99.5)).toBe('99.5%');
    expect(fmtPercent(0)).toBe('0%');
    expect(fmtNumber(1234.567)).toBe('1,234.57');
    expect(fmtUnit(12.5, 'ms')).toBe('12.5 ms');
    expect(fmtMoney(1030300, 'RWF')).toBe('RWF 1,030,300');
  });

  it('keeps a missing figure missing (the card shows No data available), never 0', () => {
    for (const f of [fmtHms, fmtSpeed, fmtMegabytes, fmtPercent, fmtNumber]) {
      expect(f(null)).toBeNull();
      expect(f(undefined)).toBeNull();
      expect(f(Number.NaN)).toBeNull();
    }
    expect(fmtMoney(undefined, 'RWF')).toBeNull();
  });
});
