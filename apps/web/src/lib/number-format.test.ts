import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberFormat } from './number-format';

afterEach(() => vi.restoreAllMocks());

describe('numberFormat', () => {
  it('makes the format on its first use, once, and formats as Intl does', () => {
    const Real = Intl.NumberFormat;
    // A constructor that counts: returning an object from it makes `new` give that object.
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat);
    const grouped = numberFormat('en-US', { maximumFractionDigits: 2 });
    expect(made).not.toHaveBeenCalled();
    expect(grouped.format(1234.567)).toBe('1,234.57');
    expect(grouped.format(0.5)).toBe('0.5');
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith('en-US', { maximumFractionDigits: 2 });
  });
});
