import { PORTAL_TEXTS } from '@ared/contract/portal-texts';

/** Texts of the Landing Page Builder (part 2 §2, §5, §8); the shared ones come from the contract. */
export const PORTAL_PAGE_TEXTS = {
  ...PORTAL_TEXTS,
  title: 'Landing Page Builder',
  description: 'Customize the captive portal your guests see on each router',
  columns: {
    name: 'Name',
    serial: 'Router Serial Number',
    created: 'Created At',
    updated: 'Last Updated',
    actions: 'Actions',
  },
  customize: 'Customize',
  customizeLabel: (serial: string) => `Customize the captive portal of router ${serial}`,
  open: 'Open',
  openLabel: (serial: string) => `Open the captive portal of router ${serial} as guests see it`,
  modal: {
    title: 'Customize Captive Portal',
    name: 'Name',
    message: 'Primary Message',
    color: 'Background Colour',
    logo: 'Logo',
    logoPlaceholder: 'PNG, JPG, GIF or WEBP, at most 2 MB',
    showConnect: 'Show the connect message',
    save: 'Save',
    cancel: 'Cancel',
    clearLogo: 'Clear the logo file',
  },
  confirmReset: {
    title: 'Reset the Changes',
    message: 'Are you sure you want to reset this captive portal to the defaults? Its logo is removed.',
    confirm: 'Reset',
    cancel: 'Cancel',
  },
  preview: { label: 'Preview', phone: 'Phone', tablet: 'Tablet', monitor: 'Monitor' },
} as const;
