/** Every user query hangs off this root: a registration, an edit or a suspension refreshes lists and details. */
export const USERS_KEY = ['users'] as const;
export const userKeys = {
  list: (filters: object) => [...USERS_KEY, 'list', filters] as const,
  detail: (id: number) => [...USERS_KEY, 'detail', id] as const,
};
