/**
 * The kiosks' API paths: constants without zod, so that the web's kiosk pages can read them without building
 * the contract's schemas before they can draw (decision 103). `./kiosks` re-exports them.
 */

export const KIOSK_PATHS = {
  list: '/kiosks/',
  assign: '/kiosks/assign-to-micro-franchisee/',
  unassign: '/kiosks/unassign-from-micro-franchisee/',
} as const;
