import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { partners } from '../partners/schema';
import { smes } from '../smes/schema';
import { isLatestUnpaid } from './open-billing-rule';

/** What the pay page and the receipt say about a billing a pay link names. */
export type BillingToPay = {
  id: number;
  partner_id: number;
  sme_id: number;
  sme_name: string;
  admin_name: string;
  admin_email: string;
  partner_name: string;
  item_name: string;
  invoice_number: string | null;
  final_amount: number;
  due_date: string;
  is_paid: boolean;
  /** The day it was paid (UTC), when it was. */
  paid_on: string | null;
  /** Only the SME's latest unpaid billing of its kind may be paid (as Mark As Paid's rule). */
  is_latest_unpaid: boolean;
};

/** The billing, whatever partner's: the signed link is what names it (null when it was deleted since). */
export async function billingToPay(db: Db, billingId: number): Promise<BillingToPay | null> {
  const [row] = await queryRows<BillingToPay>(
    db,
    sql`select b.id, b.partner_id, b.sme_id, s.name as sme_name, s.admin_name, s.admin_email,
          p.name as partner_name, b.item_name, i.invoice_number, b.final_amount::float8 as final_amount,
          b.due_date::text as due_date, b.is_paid, (b.paid_at at time zone 'UTC')::date::text as paid_on, ${isLatestUnpaid('b')} as is_latest_unpaid
        from billings b
        join ${smes} s on s.id = b.sme_id and s.partner_id = b.partner_id
        join ${partners} p on p.id = b.partner_id
        left join invoices i on i.billing_id = b.id and i.partner_id = b.partner_id
        where b.id = ${billingId}`,
  );
  return row ?? null;
}
