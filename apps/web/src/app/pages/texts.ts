/** Tabs that app/ adds to a feature's details page on behalf of other features (spec part 2 realms). */
export const COMPOSED_TAB_TEXTS = {
  realm: { vouchers: 'Vouchers', adverts: 'Adverts', offlineFiles: 'Offline Files' },
} as const;
