import { SUPPORT_AGENT_ROLE } from '@ared/contract/assistant';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The demo's support agent (issue 31 §5): answers escalated chats in the support inbox. */
export const DEMO_SUPPORT_AGENT = {
  email: 'support.agent@example.com',
  firstName: 'Grace',
  lastName: 'Uwase',
} as const;

/**
 * The platform's support agent of the demo: no partner, the demo password, signs in like everyone (password,
 * then the one-time password by mail). Idempotent: an existing account is left as it is.
 */
export async function seedSupportAgent(db: Db, passwordHash: string): Promise<void> {
  await db
    .insert(users)
    .values({
      ...DEMO_SUPPORT_AGENT,
      passwordHash,
      role: SUPPORT_AGENT_ROLE,
      userType: 'Support Agent',
      partnerId: null,
      country: 'Rwanda',
      changedPasswordAfterInitialLogin: true,
    })
    .onConflictDoNothing();
}
