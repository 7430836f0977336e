/** The App Store's queries hang off this root: an upload or a delete refreshes the list. */
export const APKS_KEY = ['apks'] as const;

export const apkKeys = {
  all: APKS_KEY,
  recent: () => [...APKS_KEY, 'recent'] as const,
};
