import { describe, expect, it } from 'vitest';
import { assignedTo, canEditRouter, locationKind, mergeDeviceStatus } from './router-row';

describe('locationKind', () => {
  it('In Transit, Manufacturer, or the default place icon', () => {
    expect(locationKind('In Transit')).toBe('in-transit');
    expect(locationKind('Manufacturer')).toBe('manufacturer');
    expect(locationKind('Kigali Heights')).toBe('site');
    expect(locationKind(null)).toBe('site');
  });
});

describe('assignedTo', () => {
  const partner = { id: 7, name: 'Kigali Connect' };
  it("shows the SME's name, else the partner's followed by PARTNER", () => {
    expect(assignedTo({ sme: { id: 1, name: 'Hotel Mille' }, partner })).toEqual({
      name: 'Hotel Mille',
      isPartner: false,
    });
    expect(assignedTo({ sme: null, partner })).toEqual({ name: 'Kigali Connect', isPartner: true });
    expect(assignedTo({ sme: null, partner: null })).toBeNull();
  });
});

describe('canEditRouter', () => {
  it('only routers without an SME can be edited', () => {
    expect(canEditRouter({ sme: null })).toBe(true);
    expect(canEditRouter({ sme: { id: 1, name: 'Hotel Mille' } })).toBe(false);
  });
});

describe('mergeDeviceStatus', () => {
  it('lays the polled status over the rows it knows', () => {
    const rows = [
      { serial_number: 'A', is_online: false, last_seen: null, otab: null },
      { serial_number: 'B', is_online: true, last_seen: '2025-01-01T00:00:00Z', otab: null },
    ];
    const merged = mergeDeviceStatus(rows, {
      A: {
        is_online: true,
        last_seen: '2025-02-02T00:00:00Z',
        otab: { status: 'waiting', update_progress: 0, time_remaining: 60 },
      },
    });
    expect(merged[0]).toEqual({
      serial_number: 'A',
      is_online: true,
      last_seen: '2025-02-02T00:00:00Z',
      otab: { status: 'waiting', update_progress: 0, time_remaining: 60 },
    });
    expect(merged[1]).toBe(rows[1]);
    expect(mergeDeviceStatus(rows, undefined)).toEqual(rows);
  });

  it('keeps the object of a row whose status is what it shows, so the table does not draw it again', () => {
    const ota = { status: 'downloading' as const, update_progress: 40, time_remaining: 30 };
    const rows = [
      { serial_number: 'A', is_online: true, last_seen: '2025-02-02T00:00:00Z', otab: null },
      { serial_number: 'B', is_online: true, last_seen: '2025-02-02T00:00:00Z', otab: ota },
      { serial_number: 'C', is_online: true, last_seen: '2025-02-02T00:00:00Z', otab: ota },
    ];
    const merged = mergeDeviceStatus(rows, {
      A: { is_online: true, last_seen: '2025-02-02T00:00:00Z', otab: null },
      // The same download, in an object of the next answer.
      B: { is_online: true, last_seen: '2025-02-02T00:00:00Z', otab: { ...ota } },
      C: { is_online: true, last_seen: '2025-02-02T00:00:00Z', otab: { ...ota, update_progress: 55 } },
    });
    expect(merged[0]).toBe(rows[0]);
    expect(merged[1]).toBe(rows[1]);
    expect(merged[2]).not.toBe(rows[2]);
    expect(merged[2]?.otab?.update_progress).toBe(55);
  });
});
