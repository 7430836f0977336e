import { describe, expect, it } from 'vitest';
import { routerFixture } from '../../test/router-fixtures';
import { routerDetailRows, onFieldText, routerStatusText } from './router-detail-rows';

const valueOf = (rows: ReturnType<typeof routerDetailRows>, label: string) =>
  rows.find((r) => r.label === label)?.value;

describe('router details rows', () => {
  it('lists the spec rows in order', () => {
    expect(routerDetailRows(routerFixture()).map((r) => r.label)).toEqual([
      'Serial Number',
      'IMEI',
      'Status',
      'Location Name',
      'On Field',
      'Kiosk Serial',
      'Realm',
      'Super Realm',
      'Last Contact',
      'Assigned To',
      'Created',
    ]);
  });

  it('says Functional for a working router and Damaged otherwise', () => {
    expect(routerStatusText(true)).toBe('Functional');
    expect(routerStatusText(false)).toBe('Damaged');
    expect(valueOf(routerDetailRows(routerFixture({ functional: false })), 'Status')).toBe('Damaged');
  });

  it('says Yes or No for On Field', () => {
    expect(onFieldText(true)).toBe('Yes');
    expect(onFieldText(false)).toBe('No');
    expect(valueOf(routerDetailRows(routerFixture({ on_field: false })), 'On Field')).toBe('No');
  });

  it('shows the values of the router, last contact as M/D/YYYY, h:mm:ss a', () => {
    const rows = routerDetailRows(routerFixture({ last_seen: '2025-03-24T14:05:09' }));
    expect(valueOf(rows, 'Serial Number')).toBe('ARD-0001');
    expect(valueOf(rows, 'IMEI')).toBe('356938035643809');
    expect(valueOf(rows, 'Location Name')).toBe('Kimironko Market');
    expect(valueOf(rows, 'Kiosk Serial')).toBe('KSK-0003');
    expect(valueOf(rows, 'Realm')).toBe('Kigali Central');
    expect(valueOf(rows, 'Super Realm')).toBe('Rwanda North');
    expect(valueOf(rows, 'Last Contact')).toBe('3/24/2025, 2:05:09 pm');
    expect(valueOf(rows, 'Assigned To')).toBe('Kimironko Coffee');
  });

  it('shows a dash for what the router does not have', () => {
    const rows = routerDetailRows(
      routerFixture({
        imei: null,
        router_kiosk: null,
        realm: null,
        sme: null,
        last_seen: null,
        super_realm: '',
      }),
    );
    for (const label of ['IMEI', 'Kiosk Serial', 'Realm', 'Assigned To', 'Last Contact', 'Super Realm'])
      expect(valueOf(rows, label)).toBe('—');
  });
});
