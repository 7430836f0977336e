import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_TEXTS } from '@ared/contract/tickets';
import { tickets } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';
import { requester, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

beforeAll(async () => {
  ctx = await createTestContext({ SUPPORT_EMAIL: 'helpdesk@example.com' });
  world = await twoPartners(ctx);
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);
const asTheirs = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.theirs.tokens.access)(...args);

const ticket = { subject: 'Box 3 offline', department: 'Router', priority: 'High', message: 'Since noon' };

describe('POST /v1/tickets/', () => {
  it('opens a ticket (open), answers 201 and mails the support address with partner, user, subject and priority', async () => {
    const res = await as('POST', '/v1/tickets/', ticket);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ...ticket, is_open: true, id: expect.any(Number) });
    const mail = ctx.mails().find((m) => m.to.includes('helpdesk@example.com'));
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('Box 3 offline');
    expect(mail!.subject).toContain('High');
    expect(mail!.body).toContain('mine Net');
    expect(mail!.body).toContain(world.mine.admin.email);
    expect(mail!.body).toContain('Department: Router');
  });

  it('defaults the support address to support@ared.local', async () => {
    const other = await createTestContext();
    try {
      expect(other.config.supportEmail).toBe('support@ared.local');
    } finally {
      await other.close();
    }
  });

  it("answers the spec's field texts for a missing subject, department and priority, storing nothing", async () => {
    const before = (await ctx.db.select().from(tickets)).length;
    const res = await as('POST', '/v1/tickets/', { message: 'no fields' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      subject: ['Subject is required'],
      department: ['Department is required'],
      priority: ['Priority is required'],
    });
    const wrong = await as('POST', '/v1/tickets/', { ...ticket, department: 'Sales', priority: 'Urgent' });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json()).sort()).toEqual(['department', 'priority']);
    expect((await ctx.db.select().from(tickets)).length).toBe(before);
  });

  it('is open to staff and to every plan (Kiosk too)', async () => {
    const staff = await signInWithOtp(ctx, world.mine.staff.email);
    expect((await as('POST', '/v1/tickets/', ticket, staff.access)).statusCode).toBe(201);
    const kiosk = await createPartner(ctx.db, { name: 'Kiosk Net', plan: 'Kiosk' });
    const kioskAdmin = await createUser(ctx.db, { partnerId: kiosk.id });
    const tokens = await signInWithOtp(ctx, kioskAdmin.email);
    expect((await as('POST', '/v1/tickets/', ticket, tokens.access)).statusCode).toBe(201);
    expect((await as('GET', '/v1/tickets/', undefined, tokens.access)).json().count).toBe(1);
  });
});

describe('GET /v1/tickets/', () => {
  it("lists the partner's tickets newest first, by department, never another partner's", async () => {
    await asTheirs('POST', '/v1/tickets/', { ...ticket, subject: 'theirs ticket' });
    await as('POST', '/v1/tickets/', { ...ticket, subject: 'Invoice question', department: 'Other' });
    const all = (await as('GET', '/v1/tickets/')).json();
    expect(all.results[0].subject).toBe('Invoice question');
    expect(all.results.map((t: { subject: string }) => t.subject)).not.toContain('theirs ticket');
    const router = (await as('GET', '/v1/tickets/?department=Router')).json();
    expect(router.results.every((t: { department: string }) => t.department === 'Router')).toBe(true);
    const other = (await as('GET', '/v1/tickets/?department=Other')).json();
    expect(other.results.map((t: { subject: string }) => t.subject)).toEqual(['Invoice question']);
    expect(all.count).toBe(router.count + other.count);
  });

  it('shows a closed ticket as closed', async () => {
    const created = (await as('POST', '/v1/tickets/', { ...ticket, subject: 'Solved' })).json();
    await ctx.db.update(tickets).set({ isOpen: false }).where(eq(tickets.id, created.id));
    const listed = (await as('GET', '/v1/tickets/')).json().results;
    expect(listed.find((t: { id: number }) => t.id === created.id).is_open).toBe(false);
  });

  it("filters by user__sme (the SME's users' tickets); another partner's SME answers 404", async () => {
    const smeUser = await createUser(ctx.db, {
      partnerId: world.mine.partner.id,
      smeId: world.mine.sme.id,
      role: 'partner_staff',
      userType: 'SME',
    });
    const tokens = await signInWithOtp(ctx, smeUser.email);
    await as('POST', '/v1/tickets/', { ...ticket, subject: 'From the cafe' }, tokens.access);
    const bySme = (await as('GET', `/v1/tickets/?user__sme=${world.mine.sme.id}`)).json();
    expect(bySme.results.map((t: { subject: string }) => t.subject)).toEqual(['From the cafe']);
    expect((await as('GET', `/v1/tickets/?user__sme=${world.theirs.sme.id}`)).statusCode).toBe(404);
    expect((await as('GET', '/v1/tickets/?user__sme=abc')).statusCode).toBe(400);
  });

  it('paginates on the server (page_size, next, previous)', async () => {
    const page = (await as('GET', '/v1/tickets/?page_size=2')).json();
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('page=2');
    expect(page.previous).toBeNull();
  });

  it('shows the spec texts the web uses', () => {
    expect(TICKET_TEXTS.submitted).toBe("Ticket submitted, we'll get back to you as soon as possible.");
    expect(TICKET_TEXTS.empty).toBe('No Record found');
  });
});
