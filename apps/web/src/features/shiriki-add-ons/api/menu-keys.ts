/** Every menu list hangs off this root: an upload or a delete refreshes them. */
export const MENUS_KEY = ['food-drink-menus'] as const;

export const menuKeys = {
  all: MENUS_KEY,
  list: (filters: object) => [...MENUS_KEY, 'list', filters] as const,
};
