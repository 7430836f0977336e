import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantConversations, assistantMessages, assistantProposals, partners } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { HttpError } from '../src/lib/http-errors';
import { forgetPartners } from '../src/modules/auth';
import { storeProposals } from '../src/modules/assistant/proposals';
import type { AssistantTool, ToolContext } from '../src/modules/assistant/tools/types';
import { type TestContext, createTestContext } from './helpers/app';
import { assistantCall } from './helpers/assistant-world';
import { type Tokens, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * Proposals (issue 31 §4): a change the model asked for runs only when the user it was proposed to confirms
 * it, once, before it expires, with role, plan and add-on checked again then. The registry is the test's
 * own: two write tools that record what they were run with.
 */
const clock = createTestClock('2026-11-29T08:00:00Z');
const ran: { tool: string; partnerId: number; userId: number; args: unknown }[] = [];

const suspendSme: AssistantTool = {
  kind: 'write',
  name: 'suspend_sme',
  description: 'Suspend an SME',
  parameters: { type: 'object', properties: { sme: { type: 'integer' } }, required: ['sme'] },
  args: z.object({ sme: z.int().check(z.positive()) }),
  role: 'partner_admin',
  plan: 'smes',
  summarize: async (_ctx, args: { sme: number }) => `Suspend SME ${args.sme}`,
  run: async (ctx: ToolContext, args: { sme: number }) => {
    if (args.sme === 404) throw new HttpError(404, 'No such SME.');
    ran.push({ tool: 'suspend_sme', partnerId: ctx.caller.partnerId, userId: ctx.caller.userId, args });
    return `SME ${args.sme} is suspended.`;
  },
};
const textVoucher: AssistantTool = {
  kind: 'write',
  name: 'text_voucher',
  description: 'Text a voucher to a guest',
  parameters: { type: 'object' },
  args: z.object({ code: z.string() }),
  flag: 'has_voucher_sms_feature_enabled',
  summarize: async () => 'Text a voucher',
  run: async (ctx: ToolContext, args: { code: string }) => {
    ran.push({ tool: 'text_voucher', partnerId: ctx.caller.partnerId, userId: ctx.caller.userId, args });
    return `Voucher ${args.code} sent.`;
  },
};

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let call: ReturnType<typeof assistantCall>;
let staffTokens: Tokens;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock, assistantTools: [suspendSme, textVoucher] });
  world = await twoPartners(ctx);
  call = assistantCall(ctx);
  staffTokens = await signInWithOtp(ctx, world.mine.staff.email);
});
afterAll(() => ctx.close());
beforeEach(() => {
  ran.length = 0;
  clock.set('2026-11-29T08:00:00Z');
});

type Side = 'admin' | 'staff' | 'theirs';
const tokenOf = (side: Side) =>
  side === 'admin'
    ? world.mine.tokens.access
    : side === 'staff'
      ? staffTokens.access
      : world.theirs.tokens.access;
const userOf = (side: Side) =>
  side === 'admin' ? world.mine.admin : side === 'staff' ? world.mine.staff : world.theirs.admin;

/** What the model would have proposed in a chat of this user: stored as the chat stores it. */
async function proposed(side: Side, tool: string, args: unknown) {
  const { session } = (await call('POST', '/assistant/chat', { message: 'do it' }, tokenOf(side))).json();
  const [conversation] = await ctx.db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.session, session));
  const user = userOf(side);
  const [proposal] = await storeProposals(
    ctx.db,
    conversation!.id,
    { kind: 'user', userId: user.id, role: user.role, partnerId: user.partnerId!, smeId: null },
    [{ tool, args, summary: `${tool} ${JSON.stringify(args)}` }],
    clock.now(),
  );
  return { proposal: proposal!, conversationId: conversation!.id };
}

const confirm = (id: string, side?: Side) =>
  call('POST', `/assistant/proposals/${id}/confirm`, undefined, side && tokenOf(side));

async function stored(id: string) {
  const [row] = await ctx.db.select().from(assistantProposals).where(eq(assistantProposals.id, id));
  return row!;
}

describe('POST /assistant/proposals/{id}/confirm', () => {
  it('runs the tool once as the confirming user, keeps the outcome and tells the conversation', async () => {
    const { proposal, conversationId } = await proposed('admin', 'suspend_sme', { sme: 7 });
    expect(proposal).toMatchObject({ action: 'suspend_sme', expires_at: '2026-11-29T08:15:00.000Z' });
    const res = await confirm(proposal.id, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, reply: 'SME 7 is suspended.' });
    expect(ran).toEqual([
      {
        tool: 'suspend_sme',
        partnerId: world.mine.partner.id,
        userId: world.mine.admin.id,
        args: { sme: 7 },
      },
    ]);
    expect(await stored(proposal.id)).toMatchObject({ outcome: 'SME 7 is suspended.' });
    const lines = await ctx.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.conversationId, conversationId));
    expect(lines.at(-1)).toMatchObject({ sender: 'bot', text: 'SME 7 is suspended.' });
    const again = await confirm(proposal.id, 'admin');
    expect(again.statusCode).toBe(409);
    expect(ran).toHaveLength(1);
  });

  it('refuses a staff member an admin’s change (403), running and marking nothing', async () => {
    const { proposal } = await proposed('staff', 'suspend_sme', { sme: 7 });
    const res = await confirm(proposal.id, 'staff');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Only a partner admin can make this change.');
    expect(ran).toEqual([]);
    expect(await stored(proposal.id)).toMatchObject({ confirmedAt: null, outcome: null });
  });

  it('checks the plan and the add-on when it runs, not when it was proposed', async () => {
    const sme = await proposed('admin', 'suspend_sme', { sme: 8 });
    const sms = await proposed('admin', 'text_voucher', { code: 'ABCD1234' });
    await ctx.db
      .update(partners)
      .set({ plan: 'Kiosk', hasVoucherSmsFeatureEnabled: false })
      .where(eq(partners.id, world.mine.partner.id));
    forgetPartners([world.mine.partner.id]);
    try {
      expect((await confirm(sme.proposal.id, 'admin')).statusCode).toBe(403);
      expect((await confirm(sms.proposal.id, 'admin')).statusCode).toBe(403);
      expect(ran).toEqual([]);
    } finally {
      await ctx.db
        .update(partners)
        .set({ plan: 'Premium', hasVoucherSmsFeatureEnabled: true })
        .where(eq(partners.id, world.mine.partner.id));
      forgetPartners([world.mine.partner.id]);
    }
    expect((await confirm(sms.proposal.id, 'admin')).json()).toEqual({
      ok: true,
      reply: 'Voucher ABCD1234 sent.',
    });
  });

  it("answers 404 for another user's or partner's proposal and 401 without a user", async () => {
    const { proposal } = await proposed('admin', 'suspend_sme', { sme: 9 });
    expect((await confirm(proposal.id, 'theirs')).statusCode).toBe(404);
    expect((await confirm(proposal.id, 'staff')).statusCode).toBe(404);
    expect((await confirm(proposal.id)).statusCode).toBe(401);
    expect((await confirm('y'.repeat(32), 'admin')).statusCode).toBe(404);
    expect(ran).toEqual([]);
  });

  it('refuses an expired proposal (409) with what to do', async () => {
    const { proposal } = await proposed('admin', 'suspend_sme', { sme: 10 });
    clock.set('2026-11-29T08:15:00Z');
    const res = await confirm(proposal.id, 'admin');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This proposal has expired. Ask the assistant again.');
    expect(ran).toEqual([]);
  });

  it("answers the tool's own refusal as the outcome, and a tool or arguments no longer valid with 409", async () => {
    const missing = await proposed('admin', 'suspend_sme', { sme: 404 });
    expect((await confirm(missing.proposal.id, 'admin')).json()).toEqual({
      ok: false,
      reply: 'No such SME.',
    });
    const gone = await proposed('admin', 'reboot_box', { serial: 'X' });
    expect((await confirm(gone.proposal.id, 'admin')).json()).toEqual({
      detail: 'This action is no longer available.',
    });
    const bad = await proposed('admin', 'suspend_sme', { sme: 'seven' });
    expect((await confirm(bad.proposal.id, 'admin')).statusCode).toBe(409);
    expect(ran).toEqual([]);
  });
});
