/**
 * A router's field limits and the router list's sortable fields: constants without zod, so that the web's router
 * list can read them without building the contract's schemas before it can draw (decision 103). `./routers`
 * re-exports them.
 */
export const ROUTER_SSID_MAX = 30;
export const ROUTER_LOCATION_MAX = 30;
/** Where a box is when it is not deployed; any other value is a place name. */
export const ROUTER_STAGES = ['In Transit', 'Manufacturer'] as const;

export const ROUTER_ORDERING = [
  'serial_number',
  'ssid',
  'os_version_id',
  'realm',
  'location_name',
  'created',
  'sme',
] as const;
