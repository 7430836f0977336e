import { describe, expect, it } from 'vitest';
import { ALL_BOXES, boxLabel, boxOptions, hostPart, stepTab } from './analytics-boxes';
import { balenaColour, isBoxOffline, osColour, OS_SERVICE_NAMES } from './service-status-rules';
import { ratingDates } from './rating-range';

describe('mini-server selector labels', () => {
  it('labels a box by its SSID plus the host part after an underscore', () => {
    expect(boxLabel({ ssid: 'Cafe WiFi', serial_number: 'ARED_kigali-01' })).toBe('Cafe WiFi_kigali-01');
  });
  it("says 'No SSID' for a box without one (or a blank one)", () => {
    expect(boxLabel({ ssid: null, serial_number: 'ARED_host7' })).toBe('No SSID_host7');
    expect(boxLabel({ ssid: '  ', serial_number: 'ARED_host7' })).toBe('No SSID_host7');
  });
  it('uses the whole serial when it has no underscore', () => {
    expect(hostPart('ARD-0001')).toBe('ARD-0001');
    expect(hostPart('A_b_c')).toBe('b_c');
    expect(hostPart('trailing_')).toBe('trailing_');
  });
  it('puts All Boxes first', () => {
    expect(boxOptions([{ ssid: 'X', serial_number: 'S_1' }])).toEqual([
      { value: ALL_BOXES, label: 'All Boxes' },
      { value: 'S_1', label: 'X_1' },
    ]);
  });
});

describe('next and previous tab', () => {
  const tabs = ['a', 'b', 'c'] as const;
  it('wraps around at both ends', () => {
    expect(stepTab(tabs, 'c', 1)).toBe('a');
    expect(stepTab(tabs, 'a', -1)).toBe('c');
    expect(stepTab(tabs, 'b', 1)).toBe('c');
    expect(stepTab(['only'], 'only', 1)).toBe('only');
  });
});

describe('service status rules', () => {
  it('knows the 19 OS services', () => {
    expect(OS_SERVICE_NAMES).toHaveLength(19);
    expect(new Set(OS_SERVICE_NAMES).size).toBe(19);
  });
  it('colours Balena services running green, exited red, other grey', () => {
    expect(['running', 'exited', 'restarting', ''].map(balenaColour)).toEqual([
      'green',
      'red',
      'gray',
      'gray',
    ]);
  });
  it('colours OS services running green, start or empty grey, anything else red', () => {
    expect(['running', 'start', '', 'failed', 'exited'].map(osColour)).toEqual([
      'green',
      'gray',
      'gray',
      'red',
      'red',
    ]);
  });
  it('calls a box offline when stale or a service list is missing', () => {
    const ok = { is_stale: false, os_services: [], balena_services: [] };
    expect(isBoxOffline(ok)).toBe(false);
    expect(isBoxOffline({ ...ok, is_stale: true })).toBe(true);
    expect(isBoxOffline({ ...ok, os_services: null })).toBe(true);
    expect(isBoxOffline({ ...ok, balena_services: null })).toBe(true);
  });
});

describe('named date ranges', () => {
  const now = new Date(2026, 10, 24, 10, 0);
  it('counts today in: one week is today and the 6 days before', () => {
    expect(ratingDates('today', now)).toEqual({ start_date: '2026-11-24', end_date: '2026-11-24' });
    expect(ratingDates('one_week', now)).toEqual({ start_date: '2026-11-18', end_date: '2026-11-24' });
    expect(ratingDates('two_weeks', now).start_date).toBe('2026-11-11');
    expect(ratingDates('thirty_days', now).start_date).toBe('2026-10-26');
    expect(ratingDates('ninety_days', now).start_date).toBe('2026-08-27');
  });
});
