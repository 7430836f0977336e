/** The page's tabs; `vouchers` is the default (part 2 §2). */
export const VOUCHERS_TABS = ['vouchers', 'sessions'] as const;
export type VouchersTab = (typeof VOUCHERS_TABS)[number];

/** The tab from `?tab=`; anything unknown or missing is the default. */
export const parseVouchersTab = (value: string | null | undefined): VouchersTab =>
  VOUCHERS_TABS.find((t) => t === value) ?? 'vouchers';

/** Sessions and stats refresh every 30 s while the sessions tab is open (part 2 §4, §9). */
export const SESSIONS_REFRESH_MS = 30_000;
