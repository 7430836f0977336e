import { count, eq } from 'drizzle-orm';
import { PARTNER_SETTING_FIELDS, type TPartnerSettings } from '@ared/contract/partner-settings';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { routers } from '../routers/schema';
import { partners } from './schema';
import { type PartnerRow, settingOf } from './settings-fields';

/** GET partners/{id}/: the caller's own partner (the route has already refused any other id). */
export async function readPartnerSettings(db: Db, partnerId: number): Promise<TPartnerSettings> {
  const [[row], [boxes]] = await Promise.all([
    db.select().from(partners).where(eq(partners.id, partnerId)),
    db.select({ n: count() }).from(routers).where(eq(routers.partnerId, partnerId)),
  ]);
  if (!row) throw notFound();
  return toPartnerSettings(row, boxes?.n ?? 0);
}

export function toPartnerSettings(row: PartnerRow, routerCount: number): TPartnerSettings {
  const settings = Object.fromEntries(PARTNER_SETTING_FIELDS.map((field) => [field, settingOf(row, field)]));
  return {
    id: row.id,
    name: row.name,
    total_sms_sent: row.totalSmsSent,
    routers: routerCount,
    ...settings,
  } as TPartnerSettings;
}
