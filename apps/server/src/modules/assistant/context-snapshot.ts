import type { TSupportContext } from '@ared/contract/assistant';
import type { Database } from '../../db/client';
import { countOpenAlerts } from '../alerts';
import { partnerProfile } from '../partners';
import { openTicketsOf } from '../tickets';
import { boxNameOf, offlineBoxesOf } from './tools/router-status';

export type ContextSnapshot = TSupportContext;

/** Enough for an agent to start from, not a report: the first offline boxes and newest open tickets. */
const BOXES_SHOWN = 20;
const TICKETS_SHOWN = 10;

/**
 * The partner's situation when a chat is escalated (issue 31 §5), read through the owning modules' own
 * functions so it says what their pages say. Kept with the conversation: the agent sees what the user saw
 * then, even after the boxes came back. An anonymous visitor has no partner, so nothing but the time.
 */
export async function captureContext(
  database: Database,
  partnerId: number | null,
  now: Date,
): Promise<ContextSnapshot> {
  const db = database.db;
  const captured_at = now.toISOString();
  if (partnerId === null)
    return { partner: null, boxes_offline: [], open_alerts: 0, open_tickets: [], captured_at };
  const [profile, boxes, openAlerts, openTickets] = await Promise.all([
    partnerProfile(db, partnerId),
    offlineBoxesOf(database, partnerId, BOXES_SHOWN),
    countOpenAlerts(db, partnerId),
    openTicketsOf(db, partnerId, TICKETS_SHOWN),
  ]);
  return {
    partner: profile && { id: partnerId, name: profile.name, plan: profile.plan },
    boxes_offline: boxes.rows.map((box) => ({
      serial: box.serial_number,
      name: boxNameOf(box),
      offline_since: box.last_seen,
    })),
    open_alerts: openAlerts,
    open_tickets: openTickets.rows.map(({ id, subject }) => ({ id, subject })),
    captured_at,
  };
}
