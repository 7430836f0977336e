import type { KioskFilters } from '../../entities/kiosk/api/get-kiosks';

/** The /kiosks tabs (part 2 §2): Unassigned is the default; the tab lives in ?tab=. */
export const KIOSK_TABS = ['unassigned', 'assigned', 'all'] as const;
export type KioskTab = (typeof KIOSK_TABS)[number];

export const parseKioskTab = (value: string | null): KioskTab =>
  (KIOSK_TABS as readonly string[]).includes(value ?? '') ? (value as KioskTab) : 'unassigned';

/** The list filter of a tab (part 2 §4: has_been_assigned_mf true or false; All has none). */
export const kioskTabFilter = (tab: KioskTab): Pick<KioskFilters, 'has_been_assigned_mf'> =>
  tab === 'all' ? {} : { has_been_assigned_mf: tab === 'assigned' ? 'true' : 'false' };

/** The Assigned To column shows on the Assigned tab only (part 2 §2). */
export const showsAssignedTo = (tab: KioskTab): boolean => tab === 'assigned';
