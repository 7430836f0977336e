/** Every query of the people lists and profiles starts with ['people']: a suspension refreshes them all. */
export const PEOPLE_KEY = ['people'] as const;

export const peopleKeys = {
  all: PEOPLE_KEY,
  list: (params: object) => [...PEOPLE_KEY, 'list', params] as const,
  detail: (id: number) => [...PEOPLE_KEY, 'detail', id] as const,
};
