import { describe, expect, it } from 'vitest';
import { formatHashCount, formatHashRate, formatLastShare, formatWalletAmount } from './wallet-format';

describe('wallet formats', () => {
  it('amounts carry the currency; counts are grouped', () => {
    expect(formatWalletAmount(0.0123456789, 'XMR')).toBe('0.012346 XMR');
    expect(formatWalletAmount(12, 'XMR')).toBe('12 XMR');
    expect(formatHashCount(1234567.4)).toBe('1,234,567');
  });

  it('scales the hash rate', () => {
    expect(formatHashRate(0)).toBe('0 H/s');
    expect(formatHashRate(950)).toBe('950 H/s');
    expect(formatHashRate(1530)).toBe('1.53 kH/s');
    expect(formatHashRate(2_500_000)).toBe('2.5 MH/s');
  });

  it("shows the last share as 'M/D/YYYY, h:mm:ss a', or nothing", () => {
    expect(formatLastShare('2025-03-04T15:06:07')).toBe('3/4/2025, 3:06:07 pm');
    expect(formatLastShare(null)).toBeNull();
    expect(formatLastShare('garbage')).toBeNull();
  });
});
