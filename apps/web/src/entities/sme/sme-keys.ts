/**
 * Every SME query key starts with ['smes']: a change to an SME or its billings refreshes them all by this
 * root. Lists, details and picker options each add their own segment.
 */
export const SMES_KEY = ['smes'] as const;

export const smeKeys = {
  all: SMES_KEY,
  lists: () => [...SMES_KEY, 'list'] as const,
  list: (partnerId: number | null, params: unknown) => [...SMES_KEY, 'list', partnerId, params] as const,
  detail: (id: number) => [...SMES_KEY, 'detail', id] as const,
  options: (partnerId: number, search: string, pageSize: number) =>
    [...SMES_KEY, 'options', partnerId, search, pageSize] as const,
};
