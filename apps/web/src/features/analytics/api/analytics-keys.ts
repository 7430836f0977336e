/** Every analytics query hangs off this root; a call's key is its name and its parameters. */
export const ANALYTICS_KEY = ['analytics'] as const;

export const analyticsKeys = {
  all: ANALYTICS_KEY,
  call: (name: string, params: object) => [...ANALYTICS_KEY, name, params] as const,
};
