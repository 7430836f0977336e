import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { TAssistantResult } from '@ared/contract/assistant';
import { partners, routers } from '../src/db/schema';
import { notFound } from '../src/lib/http-errors';
import {
  answerWithLlm,
  type LlmConfig,
  MAX_CALLS_PER_ROUND,
  MAX_TOOL_ROUNDS,
  MODEL_ROWS_PER_RESULT,
} from '../src/modules/assistant/llm';
import type { AssistantTool, ReadTool, ToolContext, WriteTool } from '../src/modules/assistant/tools/types';
import { type TestContext, createTestContext } from './helpers/app';
import {
  type ChatRequestBody,
  KEY,
  MODEL,
  type Turn,
  call,
  chatCompletionsServer,
} from './helpers/chat-completions-server';
import { twoPartners } from './helpers/world';

const silent = pino({ level: 'silent' });
const NOW = new Date('2026-11-29T08:00:00Z');
const PHONE = '+250 788 123 456';
const MAC = 'AA:BB:CC:DD:EE:01';

/** A box's row as the test's tools show it: its phone and MAC are personal data the model must not see. */
const boxRow = (r: typeof routers.$inferSelect) => ({
  Serial: r.serialNumber,
  SSID: r.ssid,
  'Owner phone': '+250788123456',
  MAC,
});

/** The partner's boxes, read for ctx's partner only (as every registry tool is scoped). */
const listBoxes: ReadTool<Record<string, never>> = {
  kind: 'read',
  name: 'list_boxes',
  description: "The partner's boxes.",
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  args: z.object({}),
  run: async (ctx) => {
    const rows = await ctx.deps.database.db
      .select()
      .from(routers)
      .where(eq(routers.partnerId, ctx.caller.partnerId))
      .orderBy(routers.serialNumber);
    return [
      { title: 'Boxes', rows: rows.map(boxRow), window: null, link: { label: 'Routers', path: '/routers' } },
    ];
  },
};

const boxStatus: ReadTool<{ serial: string }> = {
  kind: 'read',
  name: 'box_status',
  description: 'One box by serial number.',
  parameters: { type: 'object', properties: { serial: { type: 'string' } }, required: ['serial'] },
  args: z.object({ serial: z.string().check(z.minLength(1)) }),
  run: async (ctx, { serial }) => {
    const [row] = await ctx.deps.database.db
      .select()
      .from(routers)
      .where(and(eq(routers.partnerId, ctx.caller.partnerId), eq(routers.serialNumber, serial)));
    if (!row) throw notFound('Unknown box.');
    return [{ title: `Box ${serial}`, rows: [boxRow(row)], window: null, link: null }];
  },
};

const billing: ReadTool<Record<string, never>> = {
  kind: 'read',
  name: 'overdue_smes',
  description: 'SMEs with overdue invoices.',
  parameters: { type: 'object', properties: {} },
  args: z.object({}),
  plan: 'billing',
  run: async () => [],
};

let revoked = 0;
const revokeVoucher: WriteTool<{ code: string }> = {
  kind: 'write',
  name: 'revoke_voucher',
  description: 'Revoke one voucher by code.',
  parameters: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
  args: z.object({ code: z.string().check(z.regex(/^[A-Z0-9]{8}$/)) }),
  role: 'partner_admin',
  summarize: async (_ctx, { code }) => `Revoke voucher ${code} (sold to ${PHONE})`,
  run: async () => {
    revoked += 1;
    return 'Revoked.';
  },
};

const TOOLS: AssistantTool[] = [listBoxes, boxStatus, billing, revokeVoucher];

describe('the assistant LLM adapter (OpenAI chat completions with tools)', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof twoPartners>>;
  let server: Awaited<ReturnType<typeof chatCompletionsServer>> | undefined;
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await twoPartners(ctx);
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(() => ctx.close());

  const toolContext = (side: 'mine' | 'theirs' = 'mine', role = 'partner_admin'): ToolContext => ({
    deps: ctx.app.deps,
    caller: {
      kind: 'user',
      userId: world[side].admin.id,
      role,
      partnerId: world[side].partner.id,
      smeId: null,
    },
    now: NOW,
    timeZone: 'Africa/Kigali',
  });

  async function model(script: (body: ChatRequestBody, n: number) => Turn) {
    server = await chatCompletionsServer(script);
    const config: LlmConfig = { url: server.url, key: KEY, model: MODEL, timeoutMs: 2000 };
    return { config, received: server.received };
  }
  const ask = (
    config: LlmConfig,
    message: string,
    options: { ctx?: ToolContext; tools?: AssistantTool[] } = {},
  ) =>
    answerWithLlm(
      config,
      options.ctx ?? toolContext(),
      { message, history: [] },
      options.tools ?? TOOLS,
      silent,
    );

  it('sends the documented request, runs the read tool the model calls and returns its phrasing and the results', async () => {
    const { config, received } = await model((body, n) =>
      n === 0 ? { tool_calls: [call('call_1', 'list_boxes', {})] } : { content: 'You have 5 boxes.' },
    );
    const answer = await ask(config, 'Which boxes do I have?');
    expect(answer).not.toBeNull();
    expect(answer!.reply).toBe('You have 5 boxes.');
    expect(answer!.proposals).toEqual([]);
    // The panel's results are the tool's own, unmasked: the user may see their own data.
    expect(answer!.results).toHaveLength(1);
    expect(answer!.results[0]!.rows.map((row) => row.Serial)).toEqual(
      world.mine.routers.map((r) => r.serialNumber).sort(),
    );
    expect(answer!.results[0]!.rows[0]!.MAC).toBe(MAC);

    expect(received).toHaveLength(2);
    const [first, second] = received.map((r) => r.body);
    expect(received[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(first!.model).toBe(MODEL);
    expect(first!.messages[0]!.role).toBe('system');
    expect(first!.messages.at(-1)).toEqual({ role: 'user', content: 'Which boxes do I have?' });
    expect(first!.tool_choice).toBe('auto');
    expect(first!.tools).toContainEqual({
      type: 'function',
      function: { name: 'list_boxes', description: listBoxes.description, parameters: listBoxes.parameters },
    });
    // The second round carries the assistant's tool call and the tool's answer to it, by id.
    expect(second!.messages.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'list_boxes' } }],
    });
    const toolMessage = second!.messages.at(-1)!;
    expect(toolMessage).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    const seen = JSON.parse(toolMessage.content!) as TAssistantResult[];
    expect(seen[0]!.rows).toHaveLength(5);
  });

  it('masks phone numbers and MAC addresses in everything the model sees', async () => {
    const { config, received } = await model((_body, n) =>
      n === 0
        ? {
            tool_calls: [
              call('call_1', 'list_boxes', {}),
              call('call_2', 'revoke_voucher', { code: 'ABCD1234' }),
            ],
          }
        : { content: 'Done.' },
    );
    const answer = await answerWithLlm(
      config,
      toolContext(),
      {
        message: `My phone is ${PHONE}, and the box ${MAC.toLowerCase()} (0788-123-457) is slow`,
        history: [
          { sender: 'user', text: 'Call me on +250788999111 or 0788 999 112' },
          { sender: 'bot', text: 'OK' },
        ],
      },
      TOOLS,
      silent,
    );
    expect(answer).not.toBeNull();
    expect(received[0]!.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const sent = received.map((r) => r.raw).join('\n');
    for (const personal of ['788', '999', 'AA:BB', 'aa:bb', 'EE:01', 'ee:01'])
      expect(sent, `the model saw ${personal}`).not.toContain(personal);
    expect(sent).toContain('[phone number]');
    expect(sent).toContain('[MAC address]');
    // What the user gets back is not masked: the proposal's summary and the results are theirs.
    expect(answer!.proposals[0]!.summary).toContain(PHONE);
    expect(answer!.results[0]!.rows[0]!['Owner phone']).toBe('+250788123456');
  });

  it('turns a write tool into a proposal and never runs it', async () => {
    revoked = 0;
    const { config, received } = await model((_body, n) =>
      n === 0
        ? { tool_calls: [call('call_9', 'revoke_voucher', { code: 'ABCD1234' })] }
        : { content: 'I can revoke ABCD1234 once you confirm.' },
    );
    const answer = await ask(config, 'Revoke voucher ABCD1234');
    expect(revoked).toBe(0);
    expect(answer!.proposals).toEqual([
      {
        tool: 'revoke_voucher',
        args: { code: 'ABCD1234' },
        summary: `Revoke voucher ABCD1234 (sold to ${PHONE})`,
      },
    ]);
    expect(answer!.results).toEqual([]);
    const told = JSON.parse(received[1]!.body.messages.at(-1)!.content!) as { done: boolean };
    expect(told.done).toBe(false);
  });

  it("never shows the model another partner's data, whatever the model asks for", async () => {
    const theirs = world.theirs.routers[0]!;
    const { config, received } = await model((_body, n) =>
      n === 0
        ? {
            tool_calls: [
              call('call_1', 'box_status', {
                serial: theirs.serialNumber,
                partner_id: world.theirs.partner.id,
              }),
              call('call_2', 'list_boxes', { partner: world.theirs.partner.id }),
            ],
          }
        : { content: 'That box is not one of yours.' },
    );
    const answer = await ask(config, `How is box ${theirs.serialNumber}?`);
    expect(answer).not.toBeNull();
    const toolAnswers = received[1]!.body.messages.filter((m) => m.role === 'tool').map((m) => m.content!);
    expect(JSON.parse(toolAnswers[0]!)).toEqual({ error: 'Unknown box.' });
    // Their boxes' SSIDs and their other serials appear nowhere in what the model was sent.
    const sent = received.map((r) => r.raw).join('\n');
    for (const box of world.theirs.routers) expect(sent).not.toContain(box.ssid!);
    for (const box of world.theirs.routers.slice(1)) expect(sent).not.toContain(box.serialNumber);
    for (const box of world.mine.routers) expect(toolAnswers[1]).toContain(box.serialNumber);
    expect(answer!.results.flatMap((r) => r.rows).every((row) => String(row.Serial).startsWith('MINE'))).toBe(
      true,
    );
  });

  it("offers only the tools the caller's role and plan allow", async () => {
    const { config, received } = await model(() => ({ content: 'Hello.' }));
    await ask(config, 'Hi', { ctx: toolContext('mine', 'partner_staff') });
    const names = (body: ChatRequestBody) => body.tools!.map((t) => t.function.name).sort();
    expect(names(received[0]!.body)).toEqual(['box_status', 'list_boxes', 'overdue_smes']);

    await ctx.db.update(partners).set({ plan: 'Kiosk' }).where(eq(partners.id, world.theirs.partner.id));
    await ask(config, 'Hi', { ctx: toolContext('theirs') });
    expect(names(received[1]!.body)).toEqual(['box_status', 'list_boxes', 'revoke_voucher']);
    await ctx.db.update(partners).set({ plan: 'Premium' }).where(eq(partners.id, world.theirs.partner.id));
  });

  it('sends no tools at all when none is offered (OpenAI refuses an empty list)', async () => {
    const { config, received } = await model(() => ({ content: 'Hello.' }));
    const answer = await ask(config, 'Hi', { tools: [] });
    expect(answer!.reply).toBe('Hello.');
    expect(received[0]!.body).not.toHaveProperty('tools');
    expect(received[0]!.body).not.toHaveProperty('tool_choice');
  });

  it("tells the model its own mistakes (unknown tool, bad arguments) as the tool's answer", async () => {
    revoked = 0;
    const { config, received } = await model((_body, n) =>
      n === 0
        ? {
            tool_calls: [
              call('call_1', 'drop_database', {}),
              { id: 'call_2', type: 'function', function: { name: 'box_status', arguments: '{"serial": ' } },
              call('call_3', 'revoke_voucher', { code: 'not a code' }),
            ],
          }
        : { content: 'Sorry, I could not check that.' },
    );
    const answer = await ask(config, 'Check things');
    expect(answer!.reply).toBe('Sorry, I could not check that.');
    expect(answer!.proposals).toEqual([]);
    const errors = received[1]!.body.messages
      .filter((m) => m.role === 'tool')
      .map((m) => (JSON.parse(m.content!) as { error: string }).error);
    expect(errors[0]).toBe('There is no tool named drop_database.');
    expect(errors[1]).toBe('The arguments are not valid JSON.');
    expect(errors[2]).toMatch(/^Invalid arguments: code: /);
  });

  it(`stops after ${MAX_TOOL_ROUNDS} tool rounds: the last asks for words only, and more calls fall back`, async () => {
    let n = 0;
    const { config, received } = await model(() => ({
      tool_calls: [call(`call_${(n += 1)}`, 'list_boxes', {})],
    }));
    expect(await ask(config, 'Loop')).toBeNull();
    expect(received).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(received.slice(0, MAX_TOOL_ROUNDS).map((r) => r.body.tool_choice)).toEqual(
      Array(MAX_TOOL_ROUNDS).fill('auto'),
    );
    expect(received.at(-1)!.body.tool_choice).toBe('none');
  });

  it(`answers at most ${MAX_CALLS_PER_ROUND} calls of one round; each further call is told so`, async () => {
    const calls = Array.from({ length: MAX_CALLS_PER_ROUND + 2 }, (_, i) =>
      call(`call_${i}`, 'list_boxes', {}),
    );
    const { config, received } = await model((_body, n) =>
      n === 0 ? { tool_calls: calls } : { content: 'Five.' },
    );
    const answer = await ask(config, 'Boxes?');
    expect(answer!.reply).toBe('Five.');
    const contents = received[1]!.body.messages.filter((m) => m.role === 'tool').map((m) => m.content!);
    expect(contents).toHaveLength(MAX_CALLS_PER_ROUND + 2);
    expect(contents.slice(MAX_CALLS_PER_ROUND)).toEqual(
      Array(2).fill(JSON.stringify({ error: `At most ${MAX_CALLS_PER_ROUND} tool calls at once.` })),
    );
    // The same read twice is one result in the panel.
    expect(answer!.results).toHaveLength(1);
  });

  it(`shows the model the first ${MODEL_ROWS_PER_RESULT} rows of a result and the panel all of them`, async () => {
    const many: ReadTool<Record<string, never>> = {
      ...listBoxes,
      name: 'sessions',
      run: async () => [
        {
          title: 'Sessions',
          rows: Array.from({ length: MODEL_ROWS_PER_RESULT + 7 }, (_, i) => ({ Session: i })),
          window: null,
          link: null,
        },
      ],
    };
    const { config, received } = await model((_body, n) =>
      n === 0 ? { tool_calls: [call('call_1', 'sessions', {})] } : { content: 'Many.' },
    );
    const answer = await ask(config, 'Sessions?', { tools: [many] });
    expect(answer!.results[0]!.rows).toHaveLength(MODEL_ROWS_PER_RESULT + 7);
    const seen = JSON.parse(received[1]!.body.messages.at(-1)!.content!) as {
      rows: unknown[];
      more_rows_not_shown: number;
    }[];
    expect(seen[0]!.rows).toHaveLength(MODEL_ROWS_PER_RESULT);
    expect(seen[0]!.more_rows_not_shown).toBe(7);
  });

  describe('falls back (null) when the model gives no usable answer', () => {
    const cases: [string, Turn][] = [
      [
        'an HTTP 500',
        { status: 500, body: JSON.stringify({ error: { message: 'The server had an error' } }) },
      ],
      ['an HTTP 429', { status: 429, body: JSON.stringify({ error: { message: 'Rate limit reached' } }) }],
      ['a body that is not JSON', { status: 200, body: '<html>gateway</html>' }],
      ['no choices', { status: 200, body: JSON.stringify({ object: 'chat.completion', choices: [] }) }],
      [
        'a tool call of another type',
        {
          status: 200,
          body: JSON.stringify({
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                finish_reason: 'tool_calls',
                message: {
                  role: 'assistant',
                  content: null,
                  tool_calls: [{ id: 'c', type: 'custom', custom: {} }],
                },
              },
            ],
          }),
        },
      ],
      ['an answer cut by length', { content: 'You have', finish_reason: 'length' }],
      ['an answer withheld by the content filter', { content: '', finish_reason: 'content_filter' }],
      ['an empty answer', { content: '   ' }],
    ];
    it.each(cases)('%s', async (_name, turn) => {
      const { config } = await model(() => turn);
      expect(await ask(config, 'Which boxes are offline?')).toBeNull();
    });

    it('a timeout, within the configured time', async () => {
      const { config } = await model(() => 'hang');
      const started = Date.now();
      expect(await ask({ ...config, timeoutMs: 300 }, 'Which boxes are offline?')).toBeNull();
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('a deadline that covers the whole answer, not each round', async () => {
      let n = 0;
      const { config, received } = await model(() => ({
        late: 200,
        turn: { tool_calls: [call(`call_${(n += 1)}`, 'list_boxes', {})] },
      }));
      // Each round answers within the 500 ms, three of them do not: the third is cut short (a deadline per
      // round would let all five run). Two when a loaded machine is slow to start the third.
      expect(await ask({ ...config, timeoutMs: 500 }, 'Which boxes are offline?')).toBeNull();
      expect(received.length).toBeGreaterThanOrEqual(2);
      expect(received.length).toBeLessThanOrEqual(3);
    });

    it('a wrong key (the endpoint answers 401)', async () => {
      const { config } = await model(() => ({ content: 'never' }));
      expect(await ask({ ...config, key: 'sk-wrong' }, 'Hi')).toBeNull();
    });

    it('an endpoint that is not there', async () => {
      const { config } = await model(() => ({ content: 'never' }));
      await server!.close();
      expect(await ask(config, 'Hi')).toBeNull();
    });
  });

  it('logs a failing endpoint once, without a stack, and once more when it answers again', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino(
      { level: 'info', base: null },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
    let failing = true;
    const { config } = await model(() =>
      failing
        ? { status: 503, body: JSON.stringify({ error: { message: 'overloaded' } }) }
        : { content: 'Back.' },
    );
    const question = { message: 'Hi', history: [] };
    for (let i = 0; i < 3; i += 1)
      expect(await answerWithLlm(config, toolContext(), question, TOOLS, log)).toBeNull();
    failing = false;
    expect((await answerWithLlm(config, toolContext(), question, TOOLS, log))!.reply).toBe('Back.');
    expect(await answerWithLlm(config, toolContext(), question, TOOLS, log)).not.toBeNull();
    expect(lines.map((line) => [line.level, line.reason])).toEqual([
      [40, 'HTTP 503: overloaded'],
      [30, undefined],
    ]);
    expect(JSON.stringify(lines)).not.toContain('stack');
    expect(JSON.stringify(lines)).not.toContain('Hi');
  });
});
