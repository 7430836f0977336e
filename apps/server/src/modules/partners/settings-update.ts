import { eq } from 'drizzle-orm';
import {
  SPEED_FIELDS,
  type TPartnerSettingField,
  type TPartnerSettingsUpdate,
} from '@ared/contract/partner-settings';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import { users } from '../users/schema';
import { type SettingChange, partnerSettingChanges, partners } from './schema';
import { type PartnerRow, SETTING_COLUMNS, settingOf } from './settings-fields';

export type SettingsEditor = { userId: number; email: string };

export type SettingsUpdate = {
  row: PartnerRow;
  /** The history entry written, or null when every value sent was the one already set. */
  changeId: number | null;
  /** Whether a speed limit changed: the boxes with live sessions are then told (decision 063). */
  speedsChanged: boolean;
};

/**
 * Applies a PATCH partners/{id}/ (already checked by the contract) and records who changed what, in one
 * transaction: the partner row is locked, so two admins saving at once each see the other's values as "from"
 * and are recorded in the order they were applied.
 * Fields sent with the value they already have are not a change and are not recorded.
 */
export async function updatePartnerSettings(
  db: Db,
  partnerId: number,
  editor: SettingsEditor,
  body: TPartnerSettingsUpdate,
  clock: Clock,
): Promise<SettingsUpdate> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(partners).where(eq(partners.id, partnerId)).for('update');
    if (!before) throw notFound();
    // The time is read once the lock is held: a save that waited for another's is recorded after it, so the
    // history (newest first by time) reads in the order the values were set.
    const now = clock.now();
    const changes: SettingChange[] = [];
    const set: Partial<PartnerRow> = {};
    for (const [field, to] of Object.entries(body) as [TPartnerSettingField, boolean | number | null][]) {
      const from = settingOf(before, field);
      if (from === to) continue;
      changes.push({ field, from, to });
      Object.assign(set, { [SETTING_COLUMNS[field]]: to });
    }
    if (changes.length === 0) return { row: before, changeId: null, speedsChanged: false };
    const [row] = await tx.update(partners).set(set).where(eq(partners.id, partnerId)).returning();
    const [user] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, editor.userId));
    const [entry] = await tx
      .insert(partnerSettingChanges)
      .values({
        partnerId,
        changedByUserId: editor.userId,
        changedByName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
        changedByEmail: user?.email ?? editor.email,
        changedAt: now,
        fields: changes.map((c) => c.field),
        changes,
      })
      .returning({ id: partnerSettingChanges.id });
    const speedsChanged = changes.some((c) => (SPEED_FIELDS as readonly string[]).includes(c.field));
    return { row: row!, changeId: entry!.id, speedsChanged };
  });
}
