import { describe, expect, it } from 'vitest';
import { kioskTabFilter, parseKioskTab, showsAssignedTo } from './kiosk-tabs';

describe('the /kiosks tabs', () => {
  it('opens on Unassigned and reads the tab from the URL', () => {
    expect(parseKioskTab(null)).toBe('unassigned');
    expect(parseKioskTab('nonsense')).toBe('unassigned');
    expect(parseKioskTab('assigned')).toBe('assigned');
    expect(parseKioskTab('all')).toBe('all');
  });

  it('asks the server for the tab’s kiosks: assigned, unassigned, or all', () => {
    expect(kioskTabFilter('unassigned')).toEqual({ has_been_assigned_mf: 'false' });
    expect(kioskTabFilter('assigned')).toEqual({ has_been_assigned_mf: 'true' });
    expect(kioskTabFilter('all')).toEqual({});
  });

  it('shows Assigned To on the Assigned tab only', () => {
    expect(showsAssignedTo('assigned')).toBe(true);
    expect(showsAssignedTo('unassigned')).toBe(false);
    expect(showsAssignedTo('all')).toBe(false);
  });
});
