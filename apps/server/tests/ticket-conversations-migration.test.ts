import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketMessages, tickets } from '../src/db/schema';
import { databaseBefore } from './helpers/migrations-before';

/**
 * Migration 0024's hand-written part (decision 056): every ticket that existed before conversations gets its
 * description (or its subject) as its first message, at its own time, and that time as its last activity.
 * The tickets are written into a database as it was before 0024, then every migration since runs, as on a
 * deployed server (0040 then gives each message its ticket's partner, decision 083).
 */
describe('migration 0024: existing tickets become conversations', () => {
  it("starts each existing ticket's conversation with its description, at its time", async () => {
    const before = await databaseBefore('0024_tickets');
    try {
      const { db } = before;
      // Rows as they were before: tickets without messages (the columns of 0023).
      await db.execute(sql`insert into partners (name, slug, plan) values ('A', 'a', 'Premium')`);
      await db.execute(sql`insert into users (email, first_name, last_name, role, user_type, partner_id)
        values ('u@a.rw', 'U', 'A', 'Partner Admin', 'Partner', 1)`);
      await db.execute(sql`insert into tickets (partner_id, user_id, subject, department, priority, message, created)
        values (1, 1, 'Old one', 'Router', 'Low', 'Help', '2026-01-02T03:04:05Z'),
               (1, null, 'No text', 'Other', 'High', '', '2026-01-02T03:04:05Z')`);
      await before.migrateRest();
      const opened = new Date('2026-01-02T03:04:05Z');
      const messages = await db.select().from(ticketMessages).orderBy(asc(ticketMessages.id));
      expect(messages.map((m) => [m.partnerId, m.author, m.userId, m.body, m.created.toISOString()])).toEqual(
        [
          [1, 'partner', 1, 'Help', opened.toISOString()],
          [1, 'partner', null, 'No text', opened.toISOString()],
        ],
      );
      const rows = await db.select().from(tickets);
      for (const row of rows) {
        expect(row.lastActivity.toISOString()).toBe(opened.toISOString());
        expect(row.lastAuthor).toBe('partner');
        expect(row.replyToken).toMatch(/^[0-9a-f]{32}$/);
      }
    } finally {
      await before.close();
    }
  }, 120_000);
});
