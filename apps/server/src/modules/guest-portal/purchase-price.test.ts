import { describe, expect, it } from 'vitest';
import { rwandanMobile } from '../../lib/mobile-number';
import { tierPrice } from './purchase-price';

describe('tierPrice', () => {
  it('reads the ways a partner writes a price, RWF without a minor unit', () => {
    expect(tierPrice('300 RWF')).toEqual({ amountMinor: 300, currency: 'RWF' });
    expect(tierPrice(' RWF 1,000 ')).toEqual({ amountMinor: 1000, currency: 'RWF' });
    expect(tierPrice('1 000 rwf')).toEqual({ amountMinor: 1000, currency: 'RWF' });
    expect(tierPrice('2.50 USD')).toEqual({ amountMinor: 250, currency: 'USD' });
    expect(tierPrice('3 USD')).toEqual({ amountMinor: 300, currency: 'USD' });
  });

  it('guesses at nothing: what is not a payable amount stays at the kiosk', () => {
    for (const price of [
      '0 RWF',
      '300.50 RWF',
      'three hundred',
      '300',
      'RWF',
      '-300 RWF',
      '1,00 RWF',
      '2.505 USD',
    ])
      expect(tierPrice(price), price).toBeNull();
  });
});

describe('rwandanMobile', () => {
  it('writes the ways a number is typed as the providers take it', () => {
    for (const typed of [
      '0788123456',
      '0788 123 456',
      '788123456',
      '+250 788 123 456',
      '250-788-123-456',
      '(0788) 123456',
    ])
      expect(rwandanMobile(typed), typed).toBe('250788123456');
    expect(rwandanMobile('0731234567')).toBe('250731234567');
  });

  it('refuses what is not a Rwandan mobile number', () => {
    for (const typed of [
      '',
      '0788',
      '07881234567',
      '0288123456',
      '+256788123456',
      '0788abc456',
      '250788123456789',
    ])
      expect(rwandanMobile(typed), typed).toBeNull();
  });
});
