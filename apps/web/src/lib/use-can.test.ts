import { describe, expect, it } from 'vitest';
import { can } from './use-can';

describe('can', () => {
  it('gives money and access to partner_admin alone', () => {
    expect(can('partner_admin', 'admin')).toBe(true);
    expect(can('partner_staff', 'admin')).toBe(false);
    expect(can(undefined, 'admin')).toBe(false);
  });

  it('gives daily operations to both dashboard roles and nobody else', () => {
    expect(can('partner_admin', 'operate')).toBe(true);
    expect(can('partner_staff', 'operate')).toBe(true);
    expect(can('sme_admin', 'operate')).toBe(false);
  });
});
