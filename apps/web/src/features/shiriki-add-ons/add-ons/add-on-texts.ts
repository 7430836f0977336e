/** Texts of the add-on cards, their popups and their toasts (part 2 §2, §5, §8, verbatim where given). */
export const ADD_ON_TEXTS = {
  gridHeading: 'Add-Ons',
  otherHeading: 'More Add-Ons',
  active: 'Active',
  inactive: 'Inactive',
  comingSoon: 'Coming soon',
  activate: 'Activate',
  deactivate: 'Deactivate',
  access: 'Access',
  copyLink: 'Copy Link',
  settingsSuffix: 'settings',
  adminOnly: 'Only a partner admin can switch add-ons',
  comingSoonReason: 'This add-on is coming soon',
  loadFailed: 'Could not load the add-ons',
  // Toasts (part 2 §8)
  linkCopied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy link',
  deactivated: 'Add-On deactivated successfully',
  activateFailed: 'Could not activate the Add-On',
  activateRefused: (name: string) => `Failed to activate ${name} Add-On`,
  deactivateFailed: 'Could not deactivate the Add-On',
  confirmDeactivateTitle: (name: string) => `Deactivate ${name}?`,
  confirmDeactivate: (name: string) =>
    `Guests and your team stop seeing ${name} until it is activated again; its data is kept.`,
  cancel: 'Cancel',
} as const;

/** The copy-link toast stays 3 s (part 2 §9). */
export const LINK_COPIED_TOAST_MS = 3000;
/** The spec reloads the page 2 s after a switch (part 2 §4, §9): the signed-in user is read again then. */
export const ADD_ON_RELOAD_DELAY_MS = 2000;
