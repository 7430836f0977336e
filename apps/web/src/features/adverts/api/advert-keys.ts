/** Every advert query hangs off this root: an add, a change or a delete refreshes the lists and details. */
export const ADVERTS_KEY = ['adverts'] as const;
export const advertKeys = {
  list: (filters: object) => [...ADVERTS_KEY, 'list', filters] as const,
  detail: (id: number) => [...ADVERTS_KEY, 'detail', id] as const,
};
