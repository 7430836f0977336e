import {
  bigint,
  bigserial,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { vouchers } from '../guest-access/schema';
import { partners } from '../partners/schema';
import { routers } from '../routers/schema';

export const SMS_STATES = ['sent', 'failed'] as const;

/** Every SMS the product sent or tried to send (the SMS sender's log; SMS Insights read it). */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** The box the guest was at, when the SMS was for a guest there. */
    routerId: integer('router_id').references(() => routers.id, { onDelete: 'set null' }),
    voucherId: bigint('voucher_id', { mode: 'number' }),
    /** E.164, as sent. */
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: SMS_STATES }).notNull(),
    /** The provider's refusal or the transport error, when failed. */
    error: text('error'),
    /** The provider's message id, or the file name in DATA_DIR/sms. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'sms_messages_voucher_id_fk',
      columns: [t.voucherId, t.partnerId],
      foreignColumns: [vouchers.id, vouchers.partnerId],
    }).onDelete('set null'),
    primaryKey({ columns: [t.id, t.partnerId] }),
    index('sms_messages_partner_idx').on(t.partnerId, t.createdAt),
    index('sms_messages_router_idx').on(t.routerId, t.createdAt),
  ],
);
