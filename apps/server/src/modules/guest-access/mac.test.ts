import { describe, expect, it } from 'vitest';
import { normalizeMac } from './mac';

describe('normalizeMac', () => {
  it('writes every form a box sends as AA:BB:CC:DD:EE:FF', () => {
    for (const input of [
      'aa-bb-cc-0d-ee-ff', // CoovaChilli (the fast path)
      'AA-BB-CC-0D-EE-FF',
      'aa:bb:cc:0d:ee:ff',
      'AA:BB:CC:0D:EE:FF',
      'aa:bb-cc:0d-ee:ff', // separators mixed: the rule strips them all
      'aabb.cc0d.eeff',
      'AABBCC0DEEFF',
      ' aa bb cc 0d ee ff ',
    ])
      expect(normalizeMac(input), input).toBe('AA:BB:CC:0D:EE:FF');
  });

  it('refuses what is not six hex pairs', () => {
    for (const input of [
      '',
      null,
      undefined,
      'aa-bb-cc-0d-ee-fg',
      'aa-bb-cc-0d-ee',
      'aa-bb-cc-0d-ee-ff-00',
      'aa_bb_cc_0d_ee_ff',
      'aa-bb-cc-0d-ee-f',
    ])
      expect(normalizeMac(input), String(input)).toBeNull();
  });
});
