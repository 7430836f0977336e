/** Every rating query hangs off this root. */
export const RATINGS_KEY = ['ratings'] as const;

export const ratingKeys = {
  all: RATINGS_KEY,
  list: (params: object) => [...RATINGS_KEY, 'list', params] as const,
  analytics: (params: object) => [...RATINGS_KEY, 'analytics', params] as const,
};
