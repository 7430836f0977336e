import type { TRouter } from '@ared/contract/routers';
import type { TRealm } from '@ared/contract/realms';

/** A router as GET routers/{id}/ returns it (contract routers.ts); override what a test is about. */
export const routerFixture = (overrides: Partial<TRouter> = {}): TRouter => ({
  id: 41,
  serial_number: 'ARD-0001',
  imei: '356938035643809',
  ssid: 'Kigali Cafe WiFi',
  location_name: 'Kimironko Market',
  location: 'Kigali',
  is_online: true,
  last_seen: '2025-03-24T14:05:09',
  os_version_name: 'ARED OS',
  os_version_id: '2.4.1',
  model_number: 'MS-200',
  ip_address: '10.8.0.12',
  deployed_to: 'Kimironko Market',
  realm: { id: 5, name: 'Kigali Central' },
  sme: { id: 9, name: 'Kimironko Coffee' },
  partner: { id: 7, name: 'Kigali Connect' },
  has_been_assigned_xmrig: false,
  nasidentifier: 'ARD-0001',
  captive_portal: true,
  lat: -1.9441,
  lon: 30.0619,
  has_kiosk: true,
  router_kiosk: { id: 3, serial_number: 'KSK-0003' },
  super_realm: 'Rwanda North',
  functional: true,
  on_field: true,
  otab: null,
  created: '2025-01-10T09:30:00',
  ...overrides,
});

/** A realm as GET realms/ and realms/{id}/ return it. */
export const realmFixture = (overrides: Partial<TRealm> = {}): TRealm => ({
  id: 5,
  name: 'Kigali Central',
  type: 'partner_realm',
  realm_type: null,
  partner: 7,
  sme: null,
  no_of_routers: 2,
  created: '2025-01-10T09:30:00',
  ...overrides,
});

/** A Django REST style page. */
export const pageOf = <T>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});
