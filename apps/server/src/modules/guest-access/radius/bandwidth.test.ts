import { describe, expect, it } from 'vitest';
import { bandwidthAttributes, rateLimitFamilyOf } from './bandwidth';
import { MIKROTIK_VENDOR_ID, WISPR_VENDOR_ID } from './dictionary-wispr';

describe('rateLimitFamilyOf (decision 063)', () => {
  it('reads MikroTik product lines from the model number; every other box, ours included, is WISPr', () => {
    for (const model of [
      'RB951Ui-2HnD',
      'rb4011iGS+',
      'CCR2004-16G-2S+',
      'CRS326-24G',
      'hAP ac2',
      'hEX S',
      'L009UiGS',
      'MikroTik hAP',
    ])
      expect(rateLimitFamilyOf(model), model).toBe('mikrotik');
    for (const model of ['MS-200', 'MS-300', 'Hapster', 'RBX', '', null])
      expect(rateLimitFamilyOf(model), String(model)).toBe('wispr');
  });
});

describe('bandwidthAttributes', () => {
  it('WISPr in bit/s, only the limited directions in an Access-Accept', () => {
    expect(bandwidthAttributes('wispr', { down: 10_000_000, up: null })).toEqual([
      ['Vendor-Specific', WISPR_VENDOR_ID, [['WISPr-Bandwidth-Max-Down', 10_000_000]]],
    ]);
    expect(bandwidthAttributes('wispr', { down: null, up: null })).toEqual([]);
  });

  it('MikroTik "upload/download" in kbit/s, 0 for no limit', () => {
    expect(bandwidthAttributes('mikrotik', { down: 10_000_000, up: 2_500_000 })).toEqual([
      ['Vendor-Specific', MIKROTIK_VENDOR_ID, [['Mikrotik-Rate-Limit', '2500k/10000k']]],
    ]);
    expect(bandwidthAttributes('mikrotik', { down: 100_000, up: null })).toEqual([
      ['Vendor-Specific', MIKROTIK_VENDOR_ID, [['Mikrotik-Rate-Limit', '0/100k']]],
    ]);
  });

  it('a CoA says unlimited explicitly (0), so a box does not keep the old limit', () => {
    expect(bandwidthAttributes('wispr', { down: null, up: null }, { explicitUnlimited: true })).toEqual([
      [
        'Vendor-Specific',
        WISPR_VENDOR_ID,
        [
          ['WISPr-Bandwidth-Max-Down', 0],
          ['WISPr-Bandwidth-Max-Up', 0],
        ],
      ],
    ]);
    expect(bandwidthAttributes('mikrotik', { down: null, up: null }, { explicitUnlimited: true })).toEqual([
      ['Vendor-Specific', MIKROTIK_VENDOR_ID, [['Mikrotik-Rate-Limit', '0/0']]],
    ]);
  });
});
