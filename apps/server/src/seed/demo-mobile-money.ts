import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mobileMoneyCredentials } from '../db/schema';
import { saveCredentials } from '../modules/mobile-money/credentials';
import { SANDBOX_CREDENTIALS } from '../modules/mobile-money/sandbox/credentials';
import { DEMO_PARTNERS } from './demo-partners';
import { demoPartnerId } from './demo-partner-id';

/**
 * The demo partners collect through the local sandbox provider (issue 32 §4): each gets the sandbox's MTN
 * MoMo and Airtel Money credentials (sandbox environment), so a newcomer can pay on a demo portal with a
 * test number and no account anywhere. Idempotent: a partner with any credentials keeps its own.
 */
export async function seedDemoMobileMoney(db: Db, serverSecret: string, now = new Date()): Promise<void> {
  for (const demo of DEMO_PARTNERS) {
    const partnerId = await demoPartnerId(db, demo.slug);
    if (partnerId === null) continue;
    const [existing] = await db
      .select({ id: mobileMoneyCredentials.id })
      .from(mobileMoneyCredentials)
      .where(eq(mobileMoneyCredentials.partnerId, partnerId))
      .limit(1);
    if (existing) continue;
    await saveCredentials(
      db,
      serverSecret,
      partnerId,
      { provider: 'mtn_momo', environment: 'sandbox', fields: SANDBOX_CREDENTIALS.mtn_momo },
      now,
    );
    await saveCredentials(
      db,
      serverSecret,
      partnerId,
      { provider: 'airtel_money', environment: 'sandbox', fields: SANDBOX_CREDENTIALS.airtel_money },
      now,
    );
  }
}
