export const LOCATIONS_TEXTS = {
  title: 'Location Cluster',
  description: 'Where your routers and kiosks are. Click a cluster to zoom in and list its devices.',
  tabs: { all: 'All', routers: 'Router Locations', kiosks: 'Kiosk Locations' },
  mapLabel: 'Device locations map',
  devices: (n: number) => `${n} ${n === 1 ? 'device' : 'devices'} on the map`,
  truncated: (shown: number, total: number) =>
    `Showing the first ${shown} of ${total} located devices: the map holds at most ${shown}.`,
  empty: 'No located devices yet: the map is centred on Rwanda.',
  serialNumber: 'Serial Number',
  ipAddress: 'IP Address',
  kind: { router: 'Router', kiosk: 'Kiosk' },
  noIp: '—',
  clusterHeading: (n: number) => `${n} devices here`,
  more: (n: number) => `and ${n} more`,
  fetchFailed: 'Could not fetch the device locations',
  retry: 'Try again',
} as const;
