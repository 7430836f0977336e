/** Tabs that app/ adds to a feature's details page on behalf of other features (spec part 2 realms). */
export const COMPOSED_TAB_TEXTS = {
  realm: { vouchers: 'Vouchers', adverts: 'Adverts', offlineFiles: 'Offline Files' },
  laterBody: (tab: string) =>
    `The ${tab.toLowerCase()} of this realm are listed here once the ${tab} release lands. Nothing is lost: they are kept per realm.`,
} as const;
