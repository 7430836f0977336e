/** Every realm query key starts with ['realms']: router assignments refresh them all by this root. */
export const REALMS_KEY = ['realms'] as const;

export const realmKeys = {
  all: REALMS_KEY,
  lists: () => [...REALMS_KEY, 'list'] as const,
  detail: (id: number) => [...REALMS_KEY, 'detail', id] as const,
  options: (partnerId: number, search: string) => [...REALMS_KEY, 'options', partnerId, search] as const,
};
