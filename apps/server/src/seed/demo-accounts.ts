import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../lib/passwords';
import type { BannerAccount } from '../startup/banner';
import { DEMO_PARTNERS, DEMO_PASSWORD } from './demo-partners';
import { DEMO_SUPPORT_AGENT } from './demo-support-agent';

/**
 * The demo accounts as they are now: an account whose password is no longer the demo one, or that already
 * chose its own at first sign-in, is not announced as needing a change. Accounts that are gone are left out.
 */
export async function readDemoAccounts(db: Db): Promise<BannerAccount[]> {
  const demo = [
    ...DEMO_PARTNERS.flatMap((p) => p.accounts.map((a) => ({ ...a, partner: p.name, plan: p.plan }))),
    // The platform's support agent answers escalated chats and tickets at /support-inbox (issue 31 §5).
    { email: DEMO_SUPPORT_AGENT.email, partner: 'Platform support', plan: 'Support Inbox' },
  ];
  const rows = await db
    .select({
      email: users.email,
      passwordHash: users.passwordHash,
      changed: users.changedPasswordAfterInitialLogin,
    })
    .from(users)
    .where(
      inArray(
        users.email,
        demo.map((a) => a.email),
      ),
    );
  // The seed hashes the demo password once for every account: one check per distinct hash is enough.
  const checked = new Map<string | null, Promise<boolean>>();
  const isDemoPassword = (hash: string | null) => {
    if (!checked.has(hash)) checked.set(hash, verifyPassword(hash, DEMO_PASSWORD));
    return checked.get(hash)!;
  };
  const accounts: BannerAccount[] = [];
  for (const account of demo) {
    const row = rows.find((r) => r.email === account.email);
    if (!row) continue;
    const hasDemoPassword = await isDemoPassword(row.passwordHash);
    accounts.push({
      email: account.email,
      partner: account.partner,
      plan: account.plan,
      state: !hasDemoPassword ? 'password-changed' : row.changed ? 'ready' : 'must-change-password',
    });
  }
  return accounts;
}
