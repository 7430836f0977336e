import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from './schema';

/** Deletes the codes that expired before `before` (housekeeping). */
export async function sweepExpiredOtpCodes(db: Db, before: Date): Promise<void> {
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before));
}
