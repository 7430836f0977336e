/**
 * The Landing Page Builder's texts: constants without zod, so that the web's portal pages can read them without
 * building the contract's schemas before they can draw (decision 103). `./captive-portal` re-exports them.
 */

export const PORTAL_NAME_MAX = 15;

export const PORTAL_MESSAGE_MAX = 30;

/**
 * Apply one design to many boxes (issue 29 §4): the source portal's name, message, colour, connect message
 * and logo copied onto `portals` (the partner's own, at most PORTAL_APPLY_MAX), or onto every other portal
 * of the partner with `all: true`. The source itself is never among the changed.
 */
export const PORTAL_APPLY_MAX = 500;

export const PORTAL_TEXTS = {
  empty: 'No Captive Portal found',
  welcome: 'Welcome to',
  getStarted: 'Get Started',
  reset: 'Reset the Changes',
  nameTooLong: `Name must be at most ${PORTAL_NAME_MAX} characters`,
  messageTooLong: `Primary message must be at most ${PORTAL_MESSAGE_MAX} characters`,
  nameRequired: 'Name is required',
  badColor: 'Background colour must be a hex colour like #1a2b3c',
  badBoolean: 'Show connect message must be true or false',
  svgRefused: 'Logo: SVG images are not accepted (they can carry scripts); send a PNG, JPG, GIF or WEBP.',
  invalid: 'Check the highlighted fields',
  saved: 'Captive portal updated successfully',
  resetDone: 'Captive portal reset to the defaults',
  saveFailed: 'Could not update the captive portal',
  resetFailed: 'Could not reset the captive portal',
  fetchFailed: 'Could not fetch captive portals',
} as const;

export const PORTAL_APPLY_TEXTS = {
  action: 'Apply to other boxes',
  actionLabel: (serial: string) => `Apply to other boxes the design of router ${serial}`,
  title: 'Apply this design to other boxes',
  intro: (name: string, serial: string) =>
    `The name, message, colour, connect message and logo of "${name}" (${serial}) replace those of:`,
  everyOther: (count: number) => `Every other box of yours (${count.toLocaleString('en-US')})`,
  selected: (count: number) => `The boxes selected in the table (${count.toLocaleString('en-US')})`,
  noneSelected: 'Select boxes in the table to apply the design to only those.',
  apply: 'Apply',
  cancel: 'Cancel',
  applied: (count: number) =>
    `Design applied to ${count.toLocaleString('en-US')} landing page${count === 1 ? '' : 's'}`,
  failed: 'Could not apply the design',
  choose: 'Send either the boxes (portals) or all: true.',
  noPortals: 'Choose at least one box.',
  tooMany: `Choose at most ${PORTAL_APPLY_MAX} boxes at a time, or all of them.`,
} as const;
