import type { Db } from '../../db/client';
import { termsAcceptances } from './schema';

/** Records that a user accepted a version of the agreement; the user agent is kept to 255 characters. */
export async function recordAcceptance(
  db: Db,
  acceptance: { userId: number; version: string; userAgent: string },
): Promise<{ version: string; acceptedAt: Date }> {
  const [row] = await db
    .insert(termsAcceptances)
    .values({ ...acceptance, userAgent: acceptance.userAgent.slice(0, 255) })
    .returning({ version: termsAcceptances.version, acceptedAt: termsAcceptances.acceptedAt });
  if (!row) throw new Error('terms acceptance insert returned nothing');
  return row;
}
