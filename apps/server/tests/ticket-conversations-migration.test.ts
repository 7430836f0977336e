import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketMessages, tickets } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';

/**
 * Migration 0024's hand-written part (decision 056): every ticket that existed before conversations gets its
 * description (or its subject) as its first message, at its own time, and that time as its last activity.
 */
const migration = readFileSync(new URL('../drizzle/0024_tickets.sql', import.meta.url), 'utf8');
const handWritten = migration
  .slice(migration.indexOf('-- Hand-written'))
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .filter(Boolean);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('migration 0024: existing tickets become conversations', () => {
  it("starts each existing ticket's conversation with its description, at its time", async () => {
    expect(handWritten).toHaveLength(2);
    const partner = await createPartner(ctx.db);
    const user = await createUser(ctx.db, { partnerId: partner.id });
    const opened = new Date('2026-01-02T03:04:05Z');
    // Rows as they were before: no messages, the last activity of the day the column came.
    await ctx.db.insert(tickets).values([
      {
        partnerId: partner.id,
        userId: user.id,
        subject: 'Old one',
        department: 'Router',
        priority: 'Low',
        message: 'Help',
        created: opened,
      },
      {
        partnerId: partner.id,
        userId: null,
        subject: 'No text',
        department: 'Other',
        priority: 'High',
        message: '',
        created: opened,
      },
    ]);
    for (const statement of handWritten) await ctx.db.execute(sql.raw(statement));
    const messages = await ctx.db.select().from(ticketMessages).orderBy(asc(ticketMessages.id));
    expect(messages.map((m) => [m.author, m.userId, m.body, m.created.toISOString()])).toEqual([
      ['partner', user.id, 'Help', opened.toISOString()],
      ['partner', null, 'No text', opened.toISOString()],
    ]);
    const rows = await ctx.db.select().from(tickets);
    for (const row of rows) {
      expect(row.lastActivity.toISOString()).toBe(opened.toISOString());
      expect(row.lastAuthor).toBe('partner');
      expect(row.replyToken).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});
