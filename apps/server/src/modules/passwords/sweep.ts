import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from './schema';

/** Deletes the reset links that expired before `before` (housekeeping). */
export async function sweepExpiredResetLinks(db: Db, before: Date): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before));
}
