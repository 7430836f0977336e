import { OFFLINE_MINUTES_MAX, OFFLINE_MINUTES_MIN } from '@ared/contract/alerts';

/** Texts of the alerts bell and the Alerts page (issue 29 §1). */
export const ALERTS_TEXTS = {
  title: 'Alerts',
  description: 'Boxes that stopped reporting, newest first. An alert closes by itself when the box is back.',
  bell: (unread: number) => (unread === 0 ? 'Alerts, none unread' : `Alerts, ${unread} unread`),
  recent: 'Recent alerts',
  none: 'No alerts',
  viewAll: 'View all alerts',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  markReadOf: (subject: string) => `Mark as read: ${subject}`,
  allRead: 'All alerts marked as read',
  markFailed: 'Could not mark the alerts as read',
  fetchFailed: 'Could not fetch the alerts',
  tabs: { all: 'All', open: 'Open', closed: 'Resolved' },
  columns: { alert: 'Alert', raised: 'Raised', resolved: 'Resolved', status: 'Status', action: 'Action' },
  status: { open: 'Open', closed: 'Resolved' },
  unread: 'Unread',
  /** What an alert says, by kind. */
  headline: { box_offline: (serial: string) => `Box ${serial} is offline` },
  settings: {
    title: 'Alert settings',
    offlineMinutes: 'Offline for at least (minutes)',
    offlineMinutesHint: `A box that is back within this time raises no alert (${OFFLINE_MINUTES_MIN} to ${OFFLINE_MINUTES_MAX}). Alerts are mailed to the partner's admins, one mail for the boxes that went down together.`,
    save: 'Save',
    saved: 'Alert settings saved',
    saveFailed: 'Could not save the alert settings',
    adminOnly: 'Only a partner admin can change the alert settings.',
  },
} as const;
