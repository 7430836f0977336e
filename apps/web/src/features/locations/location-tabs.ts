import { LOCATIONS_TEXTS } from './texts';

/** Tabs of the page; each value is also the `type` the locations call takes. */
export const LOCATION_TABS = ['all', 'routers', 'kiosks'] as const;
export type LocationTab = (typeof LOCATION_TABS)[number];

export const parseLocationTab = (raw: string | null): LocationTab =>
  LOCATION_TABS.includes(raw as LocationTab) ? (raw as LocationTab) : 'all';

export const locationTabLabel = (tab: LocationTab): string => LOCATIONS_TEXTS.tabs[tab];
