import { describe, expect, it } from 'vitest';
import { maskText, maskValue } from '../src/modules/assistant/llm';

const P = '[phone number]';
const M = '[MAC address]';

describe("masking what the assistant's model sees", () => {
  it.each([
    ['+250788123456', P],
    ['+250 788 123 456', P],
    ['+1 (415) 555-0100', P],
    ['0788 123 456', P],
    ['0788-123-456', P],
    ['250788123456', P],
    ['call (0788123456) now', `call (${P}) now`],
    ['AA:BB:CC:DD:EE:FF', M],
    ['aa-bb-cc-dd-ee-ff', M],
    ['aabb.ccdd.eeff', M],
    ['device AA:BB:CC:DD:EE:FF, phone +250788123456.', `device ${M}, phone ${P}.`],
  ])('masks %s', (text, masked) => {
    expect(maskText(text)).toBe(masked);
  });

  it.each([
    '2026-11-29',
    '2026-11-29 10:00',
    '2026-11-29T08:00:00.000Z',
    '29.11.2026 14:30',
    '1,450,000 RWF',
    '12500000',
    'voucher ABCD1234',
    'serial ARED0788123456',
    '12:30:45',
    'fe80::1ff:fe23:4567:890a',
    'AA:BB:CC:DD:EE',
    '5 boxes offline since 08:00',
  ])('leaves %s alone', (text) => {
    expect(maskText(text)).toBe(text);
  });

  it('masks fields named for a phone number or a MAC whatever their value, and leaves figures alone', () => {
    expect(
      maskValue({
        rows: [
          {
            Phone: '788123456',
            'Client MAC': 'unknown',
            macAddress: 'x',
            msisdn: 250788123456,
            Revenue: 1450000000,
          },
        ],
        title: 'SMS to +250788123456',
        machine: 'AA',
      }),
    ).toEqual({
      rows: [{ Phone: P, 'Client MAC': M, macAddress: M, msisdn: P, Revenue: 1450000000 }],
      title: `SMS to ${P}`,
      machine: 'AA',
    });
  });
});
