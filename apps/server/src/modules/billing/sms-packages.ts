import { asc, eq } from 'drizzle-orm';
import type { TSmsPackage } from '@ared/contract/billing';
import type { Db } from '../../db/client';
import { smsPackages } from '../smes/schema';

/** The partner's SMS packages, cheapest first: what an SME's billing settings offer. */
export const listSmsPackages = (db: Db, partnerId: number): Promise<TSmsPackage[]> =>
  db
    .select({
      id: smsPackages.id,
      name: smsPackages.name,
      sms_count: smsPackages.smsCount,
      price: smsPackages.price,
    })
    .from(smsPackages)
    .where(eq(smsPackages.partnerId, partnerId))
    .orderBy(asc(smsPackages.price), asc(smsPackages.id));
