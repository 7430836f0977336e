/** Every captive portal query hangs off this root: a save or a reset refreshes the table. */
export const PORTALS_KEY = ['captive-portals'] as const;
export const portalKeys = { list: (filters: object) => [...PORTALS_KEY, 'list', filters] as const };
