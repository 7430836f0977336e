/**
 * Every kiosk query key starts with ['kiosks']: an assignment made on /kiosks or on a micro franchisee's
 * profile refreshes both screens by this root.
 */
export const KIOSKS_KEY = ['kiosks'] as const;

export const kioskKeys = {
  all: KIOSKS_KEY,
  list: (params: object) => [...KIOSKS_KEY, 'list', params] as const,
};
