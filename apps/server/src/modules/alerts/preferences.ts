import { eq, inArray, sql } from 'drizzle-orm';
import { ALERT_KINDS, type TAlertKind, type TAlertPreferences } from '@ared/contract/alerts';
import type { Db } from '../../db/client';
import { type PartnerPerson, activePartnerPeopleOf } from '../users';
import { alertPreferences } from './schema';

type Channels = { mail: boolean; sms: boolean };

/** Without a row of their own: mail for partner admins, nothing for staff; never SMS (it costs the partner). */
export const defaultChannels = (isAdmin: boolean): Channels => ({ mail: isAdmin, sms: false });

/** The user's channels for every kind: their own rows, the defaults for the rest. */
export async function preferencesOf(
  db: Db,
  user: { id: number; isAdmin: boolean },
): Promise<TAlertPreferences> {
  const rows = await db.select().from(alertPreferences).where(eq(alertPreferences.userId, user.id));
  const own = new Map(rows.map((r) => [r.kind, r]));
  return {
    user: user.id,
    preferences: ALERT_KINDS.map((kind) => {
      const row = own.get(kind);
      return { kind, ...(row ? { mail: row.mail, sms: row.sms } : defaultChannels(user.isAdmin)) };
    }),
  };
}

/** Saves the kinds given (the others keep theirs) and answers them all. */
export async function savePreferences(
  db: Db,
  user: { id: number; isAdmin: boolean },
  preferences: { kind: TAlertKind; mail: boolean; sms: boolean }[],
): Promise<TAlertPreferences> {
  if (preferences.length > 0)
    await db
      .insert(alertPreferences)
      .values(preferences.map((p) => ({ userId: user.id, kind: p.kind, mail: p.mail, sms: p.sms })))
      .onConflictDoUpdate({
        target: [alertPreferences.userId, alertPreferences.kind],
        set: { mail: sql`excluded.mail`, sms: sql`excluded.sms` },
      });
  return preferencesOf(db, user);
}

/** Who is told about one kind of alert of one partner, by which channel. */
export type Recipients = { emails: string[]; phones: string[] };

/**
 * The recipients of each partner's alerts by kind: its active admins and staff as each chose (or the
 * defaults); a person without a phone gets no SMS.
 */
export async function recipientsOf(
  db: Db,
  partnerIds: number[],
): Promise<(partnerId: number, kind: TAlertKind) => Recipients> {
  const people = await activePartnerPeopleOf(db, partnerIds);
  const rows =
    people.length === 0
      ? []
      : await db
          .select()
          .from(alertPreferences)
          .where(
            inArray(
              alertPreferences.userId,
              people.map((p) => p.id),
            ),
          );
  const chosen = new Map(rows.map((r) => [`${r.userId}:${r.kind}`, r]));
  const channels = (person: PartnerPerson, kind: TAlertKind): Channels =>
    chosen.get(`${person.id}:${kind}`) ?? defaultChannels(person.isAdmin);
  return (partnerId, kind) => {
    const of = people.filter((p) => p.partnerId === partnerId);
    return {
      emails: of.filter((p) => channels(p, kind).mail).map((p) => p.email),
      phones: of.filter((p) => channels(p, kind).sms && p.phone !== '').map((p) => p.phone),
    };
  };
}
