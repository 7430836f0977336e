/** Every alerts query hangs off this root: marking read refreshes the bell and the lists at once. */
export const ALERTS_KEY = ['alerts'] as const;

export const alertKeys = {
  all: ALERTS_KEY,
  list: (filters: object) => [...ALERTS_KEY, 'list', filters] as const,
  unread: [...ALERTS_KEY, 'unread'] as const,
  settings: [...ALERTS_KEY, 'settings'] as const,
  preferences: [...ALERTS_KEY, 'preferences'] as const,
};
