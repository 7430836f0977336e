import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assistantProposals, smes } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { assistantCall } from './helpers/assistant-world';
import { KEY, MODEL, type Turn, call, chatCompletionsServer } from './helpers/chat-completions-server';
import { twoPartners } from './helpers/world';

/**
 * The chat with an LLM configured (issue 31 §4), through the whole path: POST /assistant/chat, the model
 * picking the app's real tools from the registry, read tools run for the caller's partner, a change stored
 * as a proposal that runs only when confirmed, and the offline answer when the model fails.
 */
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let chat: ReturnType<typeof assistantCall>;
let script: (n: number) => Turn = () => ({ content: 'unused' });
let model: Awaited<ReturnType<typeof chatCompletionsServer>>;

beforeAll(async () => {
  model = await chatCompletionsServer((_body, n) => script(n));
  ctx = await createTestContext({
    ASSISTANT_LLM_URL: model.url,
    ASSISTANT_LLM_KEY: KEY,
    ASSISTANT_LLM_MODEL: MODEL,
    ASSISTANT_LLM_TIMEOUT_MS: '3000',
  });
  world = await twoPartners(ctx);
  chat = assistantCall(ctx);
});
afterAll(async () => {
  await ctx.close();
  await model.close();
});
beforeEach(() => {
  model.received.length = 0;
});

/** The turns of one question: answered in order, counted from this question's first request. */
function answering(...turns: Turn[]) {
  const first = model.received.length;
  script = (n) => turns[Math.min(n - first, turns.length - 1)]!;
}

const ask = (message: string, token = world.mine.tokens.access) =>
  chat('POST', '/assistant/chat', { message }, token);

describe('POST /assistant/chat with an LLM', () => {
  it("answers with the model's words over the caller's own boxes, read through the registry's tool", async () => {
    answering(
      { tool_calls: [call('c1', 'router_status', {})] },
      { content: 'All five of your boxes are listed; none has reported yet.' },
    );
    const res = await ask('which boxes are offline?');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      answered_by: 'llm',
      reply: 'All five of your boxes are listed; none has reported yet.',
    });
    // What the model saw of the tool: this partner's serials, never the other partner's.
    const toolMessages = model.received.at(-1)!.body.messages.filter((m) => m.role === 'tool');
    const seen = toolMessages.map((m) => m.content).join('\n');
    expect(seen).toContain('MINE0');
    expect(seen).not.toContain('THEIRS0');
    // The model was offered the real registry's tools.
    const offered = model.received[0]!.body.tools!.map((t) => t.function.name);
    expect(offered).toEqual(expect.arrayContaining(['router_status', 'summary', 'suspend_sme']));
  });

  it('turns a change into a proposal that runs only when the admin confirms it', async () => {
    answering(
      { tool_calls: [call('c1', 'suspend_sme', { sme_id: world.mine.sme.id })] },
      { content: 'I can suspend mine Cafe once you confirm.' },
    );
    const res = await ask('suspend mine cafe');
    expect(res.statusCode, res.body).toBe(200);
    const { proposals, answered_by } = res.json();
    expect(answered_by).toBe('llm');
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatchObject({ action: 'suspend_sme', summary: 'Suspend SME mine Cafe' });
    const smeNow = async () =>
      (await ctx.db.select().from(smes).where(eq(smes.id, world.mine.sme.id)))[0]!.isActive;
    expect(await smeNow()).toBe(true);

    const confirmed = await chat(
      'POST',
      `/assistant/proposals/${proposals[0].id}/confirm`,
      undefined,
      world.mine.tokens.access,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ ok: true, reply: 'SME mine Cafe is suspended.' });
    expect(await smeNow()).toBe(false);
    const [row] = await ctx.db
      .select()
      .from(assistantProposals)
      .where(eq(assistantProposals.id, proposals[0].id));
    expect(row!.confirmedAt).not.toBeNull();
  });

  it("cannot propose a change to another partner's SME", async () => {
    answering(
      { tool_calls: [call('c1', 'suspend_sme', { sme_id: world.theirs.sme.id })] },
      { content: 'I could not find that SME.' },
    );
    const res = await ask('suspend theirs cafe');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().proposals).toEqual([]);
  });

  it('answers offline when the model fails, and says so', async () => {
    answering({ status: 500, body: '{"error":{"message":"overloaded","type":"server_error"}}' });
    const res = await ask('which boxes are offline?');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answered_by).toBe('offline');
    expect(res.json().results.length).toBeGreaterThan(0);
  });

  it('never asks the model for an anonymous visitor', async () => {
    const before = model.received.length;
    const res = await chat('POST', '/assistant/chat', { message: 'how do I create vouchers?' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().answered_by).toBe('offline');
    expect(model.received.length).toBe(before);
  });
});
