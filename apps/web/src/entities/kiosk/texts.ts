/** Kiosk texts more than one screen shows (part 2 §2, §8). */
export const KIOSK_ENTITY_TEXTS = {
  fetchFailed: 'Could not fetch kiosks at this time',
  assignFailed: 'Could not assign the kiosk',
  unassignFailed: 'Could not unassign the kiosk',
} as const;
