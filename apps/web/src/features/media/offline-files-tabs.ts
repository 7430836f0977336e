/** Offline Files' tabs in the spec's order; `?tab=` in the URL, Partner Realms Media by default. */
export const OFFLINE_FILES_TABS = ['partner', 'sme', 'categories'] as const;
export type OfflineFilesTab = (typeof OFFLINE_FILES_TABS)[number];

export const parseOfflineFilesTab = (value: string | null | undefined): OfflineFilesTab =>
  (OFFLINE_FILES_TABS as readonly string[]).includes(value ?? '') ? (value as OfflineFilesTab) : 'partner';

/**
 * Which files a media tab lists (part 2 §7): files/?realm__partner={id} for the partner's own realms,
 * files/?realm__sme__partner={id} for its SMEs' realms; only Enabled files (§4).
 */
export const offlineFilesFilter = (tab: Exclude<OfflineFilesTab, 'categories'>, partnerId: number) =>
  tab === 'partner'
    ? ({ realm__partner: partnerId, status: 'Enabled' } as const)
    : ({ realm__sme__partner: partnerId, status: 'Enabled' } as const);
