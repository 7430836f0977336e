import { KIOSK_ENTITY_TEXTS } from '../../entities/kiosk/texts';

/** /kiosks texts (part 2 §2 Kiosks, §8). */
export const KIOSKS_TEXTS = {
  title: 'Kiosks',
  description: 'The kiosks of your network and the micro franchisees who run them.',
  tabs: { unassigned: 'Unassigned', assigned: 'Assigned', all: 'All' },
  columns: {
    serial: 'Serial number',
    assignedTo: 'Assigned To',
    status: 'Status',
    hasRouter: 'Has Router',
    added: 'Added',
    action: 'Action',
  },
  functional: 'Functional',
  damaged: 'Damaged',
  yes: 'Yes',
  no: 'No',
  empty: 'No kiosks found',
  searchPlaceholder: 'Search by serial number or micro franchisee',
  fetchFailed: KIOSK_ENTITY_TEXTS.fetchFailed,
  assign: 'Assign',
  unassign: 'Unassign',
  assignTitle: (serial: string) => `Assign kiosk ${serial}`,
  franchiseeLabel: 'Micro Franchisee',
  franchiseePlaceholder: 'Select a micro franchisee',
  noFranchisee: 'No active micro franchisee.',
  cancel: 'Cancel',
  confirmUnassign: {
    title: 'Unassign Kiosk',
    message: (serial: string, name: string) =>
      `Are You sure you want to unassign kiosk ${serial} from ${name}?`,
    confirm: 'Unassign',
  },
  assignFailed: KIOSK_ENTITY_TEXTS.assignFailed,
  unassignFailed: KIOSK_ENTITY_TEXTS.unassignFailed,
} as const;
