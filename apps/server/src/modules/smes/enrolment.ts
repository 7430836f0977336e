import type { AppDeps } from '../../types';
import { billingToday } from '../../lib/today';
import { partnerName } from '../partners';
import { issuePasswordLink } from '../passwords';
import { smeWelcomeMail } from './mails';
import { registerSme } from './service';

/** How long the welcome mail's link to choose a password stays valid. */
const WELCOME_LINK_DAYS = 7;

/**
 * Registering an SME, the whole workflow: the SME on its trial and its admin's account (registerSme), then
 * the welcome mail with a link for the admin to choose a password. Answers the new SME's id.
 */
export async function enrolSme(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock' | 'mailer'>,
  partnerId: number,
  body: Parameters<typeof registerSme>[2],
): Promise<number> {
  const db = deps.database.db;
  const { smeId, adminUserId } = await registerSme(db, partnerId, body, {
    today: billingToday(deps),
    trialDays: deps.config.billing.trialDays,
  });
  const link = await issuePasswordLink(
    { db, secret: deps.config.jwtSecret, publicUrl: deps.config.publicUrl },
    adminUserId,
    WELCOME_LINK_DAYS * 86_400_000,
  );
  await deps.mailer.send(
    smeWelcomeMail({
      to: body.admin_email.toLowerCase(),
      adminName: body.admin_name,
      smeName: body.name,
      partnerName: (await partnerName(db, partnerId)) ?? 'Your provider',
      link,
      validDays: WELCOME_LINK_DAYS,
    }),
  );
  return smeId;
}
