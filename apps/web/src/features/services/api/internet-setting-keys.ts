/** Every internet-setting query hangs off this root: adding a pack refreshes the list and the calculator. */
export const INTERNET_SETTINGS_KEY = ['internet-settings'] as const;

export const internetSettingKeys = {
  all: INTERNET_SETTINGS_KEY,
  list: (params: object) => [...INTERNET_SETTINGS_KEY, 'list', params] as const,
};
