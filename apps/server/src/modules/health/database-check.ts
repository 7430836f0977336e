import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Throws when the database does not answer a trivial query (the health check then answers 500). */
export async function checkDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}
