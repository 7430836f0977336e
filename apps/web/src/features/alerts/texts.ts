import { ALERT_THRESHOLDS, OFFLINE_MINUTES_MAX, OFFLINE_MINUTES_MIN } from '@ared/contract/alert-thresholds';

const range = (name: keyof typeof ALERT_THRESHOLDS) =>
  `${ALERT_THRESHOLDS[name].min} to ${ALERT_THRESHOLDS[name].max}`;

/** Texts of the alerts bell and the Alerts page (issue 29 §1). */
export const ALERTS_TEXTS = {
  title: 'Alerts',
  description:
    'Boxes offline, disks nearly full, CPUs pinned, RADIUS problems, overdue or suspended SMEs and realms low on vouchers, newest first. An alert closes by itself when its problem goes away.',
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
  kindFilter: 'Kind of alert',
  allKinds: 'Every kind',
  columns: { alert: 'Alert', raised: 'Raised', resolved: 'Resolved', status: 'Status', action: 'Action' },
  status: { open: 'Open', closed: 'Resolved' },
  unread: 'Unread',
  /** What an alert says, by kind. */
  headline: {
    box_offline: (serial: string) => `Box ${serial} is offline`,
    disk_full: (serial: string) => `Box ${serial}: disk nearly full`,
    cpu_pinned: (serial: string) => `Box ${serial}: CPU pinned`,
    radius_problem: (serial: string) => `Box ${serial}: RADIUS problems`,
    billing_overdue: (sme: string) => `${sme}: billing overdue`,
    sme_suspended: (sme: string) => `${sme}: suspended for non-payment`,
    voucher_stock_low: (realm: string) => `${realm}: running low on vouchers`,
  },
  /** What each kind is, in the deliveries form. */
  kinds: {
    box_offline: 'Box offline',
    disk_full: 'Disk nearly full',
    cpu_pinned: 'CPU pinned',
    radius_problem: 'RADIUS problems',
    billing_overdue: 'SME billing overdue',
    sme_suspended: 'SME suspended for non-payment',
    voucher_stock_low: 'Realm low on vouchers',
  },
  deliveries: {
    title: 'My alert deliveries',
    hint: 'Every alert is in the bell. Choose which ones also reach you by mail or by SMS to your phone.',
    kind: 'Alert',
    mail: 'Mail',
    sms: 'SMS',
    mailOf: (kind: string) => `Mail: ${kind}`,
    smsOf: (kind: string) => `SMS: ${kind}`,
    save: 'Save deliveries',
    saved: 'Alert deliveries saved',
    saveFailed: 'Could not save the alert deliveries',
  },
  settings: {
    title: 'Alert settings',
    offlineMinutes: 'Offline for at least (minutes)',
    offlineMinutesHint: `A box that is back within this time raises no alert (${OFFLINE_MINUTES_MIN} to ${OFFLINE_MINUTES_MAX}). Alerts are mailed to the partner's admins, one mail for the boxes that went down together.`,
    /** The other thresholds (decision 055): label and hint, in the order the form shows them. */
    thresholds: {
      disk_percent: {
        label: 'Disk used at least (%)',
        hint: `Of the box's disk, in its latest heartbeat (${range('disk_percent')}).`,
      },
      cpu_percent: {
        label: 'CPU at least (%)',
        hint: `In every heartbeat of the time below, so one spike raises nothing (${range('cpu_percent')}).`,
      },
      cpu_minutes: {
        label: 'CPU high for (minutes)',
        hint: `How long the CPU must stay high (${range('cpu_minutes')}).`,
      },
      radius_minutes: {
        label: 'RADIUS problem within (minutes)',
        hint: `A box whose RADIUS packets had a problem this recently (${range('radius_minutes')}).`,
      },
      overdue_days: {
        label: 'Billing overdue by (days)',
        hint: `An SME billing unpaid this long past its due date (${range('overdue_days')}).`,
      },
      voucher_stock: {
        label: 'Unused vouchers below',
        hint: `A realm with fewer unused, unexpired vouchers than this (${range('voucher_stock')}).`,
      },
    },
    save: 'Save',
    saved: 'Alert settings saved',
    saveFailed: 'Could not save the alert settings',
    adminOnly: 'Only a partner admin can change the alert settings.',
  },
} as const;
