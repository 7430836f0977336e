import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { localDate } from '../../lib/calendar';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { reminderMail, reminderSms } from './mails';
import { openSmsBillings, openSubscriptionBillings } from './open-billings';
import {
  type ClaimedReminder,
  claimReminders,
  refreshPartnerLateFlags,
  releaseReminder,
  suspendLatePayers,
} from './reminders';

/** Any constant the replicas agree on: only one engine run at a time holds it. */
const ENGINE_LOCK_KEY = 4_117_001;

export type EngineDeps = {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  timeZone: string;
  usdToRwf: number;
  /** The billing's pay-by-mobile-money link for its mails, or null (its partner takes no mobile money). */
  payLinkOf?: (partnerId: number, billingId: number) => Promise<string | null>;
  /** Sends the reminder's SMS (with the pay link) to the SME's admin; the mail goes whether or not it does. */
  textReminder?: (notice: ClaimedReminder, text: string) => Promise<void>;
};

export type EngineRun = {
  today: string;
  /** False when another run (another replica) held the lock; this one did nothing. */
  ran: boolean;
  opened: number;
  smsOpened: number;
  remindersSent: number;
  suspended: number;
  partnersFlagChanged: number;
};

/**
 * One run of the billing engine, for the clock's today: open due billings (with coupons), claim and send
 * reminders, suspend late payers, refresh the partners' late flags. The database work is one transaction
 * under a transaction-scoped advisory lock, so overlapping runs on several replicas queue or skip; the unique
 * keys on billings and reminders make a repeated run a no-op even without the lock. Mails go after the
 * commit; a mail that fails gives its claim back for the next run.
 */
export async function runBillingEngine(deps: EngineDeps): Promise<EngineRun> {
  const today = localDate(deps.clock.now(), deps.timeZone);
  const result = await deps.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${ENGINE_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return null;
    const opened = await openSubscriptionBillings(tx, { today, usdToRwf: deps.usdToRwf });
    const smsOpened = await openSmsBillings(tx, { today });
    const reminders = await claimReminders(tx, today);
    const suspensions = await suspendLatePayers(tx, today);
    const partnersFlagChanged = await refreshPartnerLateFlags(tx, today);
    return { opened, smsOpened, notices: [...reminders, ...suspensions], partnersFlagChanged };
  });
  if (!result)
    return {
      today,
      ran: false,
      opened: 0,
      smsOpened: 0,
      remindersSent: 0,
      suspended: 0,
      partnersFlagChanged: 0,
    };
  const remindersSent = await sendNotices(deps, result.notices);
  return {
    today,
    ran: true,
    opened: result.opened,
    smsOpened: result.smsOpened,
    remindersSent,
    suspended: result.notices.filter((n) => n.kind === 'suspended').length,
    partnersFlagChanged: result.partnersFlagChanged,
  };
}

/** Sends the notices a few at a time; returns how many went. */
async function sendNotices(deps: EngineDeps, notices: ClaimedReminder[]): Promise<number> {
  let sent = 0;
  const queue = [...notices];
  const worker = async () => {
    for (let notice = queue.shift(); notice; notice = queue.shift()) {
      try {
        const payLink = (await deps.payLinkOf?.(notice.partner_id, notice.billing_id)) ?? null;
        await deps.mailer.send(reminderMail(notice, payLink));
        sent += 1;
        if (payLink && notice.admin_phone && deps.textReminder)
          await deps
            .textReminder(notice, reminderSms(notice, payLink))
            .catch((error: unknown) =>
              deps.log.warn({ err: error, billing: notice.billing_id }, 'billing reminder SMS not sent'),
            );
      } catch (error) {
        deps.log.warn(
          { err: error, billing: notice.billing_id, kind: notice.kind },
          'billing reminder not sent',
        );
        await releaseReminder(deps.db, notice.billing_id, notice.kind).catch(() => {});
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return sent;
}
