import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for an OpenAI-compatible chat-completions endpoint on 127.0.0.1, following OpenAI's documented
 * shapes (POST /v1/chat/completions with function calling): it checks each request as the API does (a
 * model, messages of the known roles, every tool message answering a tool call of the assistant message
 * before it, tools as functions) and answers 400 with an OpenAI error object when one is wrong, so an
 * adapter that drifts from the shapes fails its tests. What the "model" says is the test's script.
 */

export type ToolCallOut = { id: string; type: 'function'; function: { name: string; arguments: string } };
export type Received = { path: string; headers: IncomingHttpHeaders; body: ChatRequestBody; raw: string };
export type ChatRequestBody = {
  model: string;
  messages: {
    role: string;
    content?: string | null;
    tool_calls?: ToolCallOut[];
    tool_call_id?: string;
  }[];
  tools?: { type: string; function: { name: string; description: string; parameters: object } }[];
  tool_choice?: string;
};
/** What the script answers: a chat completion's parts, a raw reply, or silence (a timeout). */
export type Turn =
  | { content: string; finish_reason?: string }
  | { tool_calls: ToolCallOut[]; content?: string | null }
  | { status: number; body: string }
  | 'hang'
  /** The same, answered this many milliseconds late (a slow model). */
  | { late: number; turn: Exclude<Turn, 'hang'> };

export const KEY = 'sk-test-key';
export const MODEL = 'gpt-test';
export const PATH = '/v1/chat/completions';

/** A tool call as the API writes it: `arguments` is a JSON text. */
export function call(id: string, name: string, args: unknown): ToolCallOut {
  return { id, type: 'function', function: { name, arguments: JSON.stringify(args) } };
}

/** The chat completion object as documented (id, object, created, model, choices, usage). */
export function completion(
  turn: { content: string; finish_reason?: string } | { tool_calls: ToolCallOut[]; content?: string | null },
) {
  const calls = 'tool_calls' in turn ? turn.tool_calls : undefined;
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: MODEL,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: 'content' in turn ? (turn.content ?? null) : null,
          refusal: null,
          ...(calls && { tool_calls: calls }),
        },
        logprobs: null,
        finish_reason: calls ? 'tool_calls' : ('finish_reason' in turn && turn.finish_reason) || 'stop',
      },
    ],
    usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 },
  };
}

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'];

/** What the API would refuse in a request, or null when it follows the documented shape. */
function invalid(path: string, headers: IncomingHttpHeaders, body: ChatRequestBody): string | null {
  if (path !== PATH) return `Unknown path ${path}`;
  if (headers.authorization !== `Bearer ${KEY}`) return 'Incorrect API key provided.';
  if (!String(headers['content-type']).startsWith('application/json')) return 'Expected JSON.';
  if (typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0)
    return "'model' and 'messages' are required.";
  if (body.tools !== undefined) {
    if (!Array.isArray(body.tools) || body.tools.length === 0) return "[] is too short - 'tools'";
    for (const tool of body.tools)
      if (tool.type !== 'function' || !/^[a-zA-Z0-9_-]{1,64}$/.test(tool.function?.name ?? ''))
        return 'Invalid tool.';
  }
  if (body.tool_choice !== undefined && body.tools === undefined)
    return "'tool_choice' is only allowed when 'tools' are specified.";
  let pending: string[] = [];
  for (const message of body.messages) {
    if (!ROLES.includes(message.role)) return `Invalid role ${message.role}`;
    if (message.role === 'tool') {
      if (!pending.includes(message.tool_call_id ?? ''))
        return "Messages with role 'tool' must be a response to a preceding message with 'tool_calls'.";
      pending = pending.filter((id) => id !== message.tool_call_id);
      if (typeof message.content !== 'string') return 'A tool message needs content.';
      continue;
    }
    if (pending.length > 0)
      return "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'.";
    if (message.role === 'assistant' && message.tool_calls) pending = message.tool_calls.map((c) => c.id);
    else if (typeof message.content !== 'string') return 'Each message needs content.';
  }
  if (pending.length > 0) return 'Tool calls without tool messages.';
  return null;
}

/** Starts the endpoint; `script` answers the n-th request (0-based) after it passed the checks. */
export async function chatCompletionsServer(script: (body: ChatRequestBody, n: number) => Turn) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, answer: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      let body: ChatRequestBody;
      try {
        body = JSON.parse(raw) as ChatRequestBody;
      } catch {
        return send(400, { error: { message: 'Invalid JSON body.', type: 'invalid_request_error' } });
      }
      received.push({ path: req.url ?? '', headers: req.headers, body, raw });
      const problem = invalid(req.url ?? '', req.headers, body);
      if (problem)
        return send(problem.includes('API key') ? 401 : 400, {
          error: { message: problem, type: 'invalid_request_error', param: null, code: null },
        });
      const answer = (turn: Exclude<Turn, 'hang'>): void => {
        if ('late' in turn) {
          setTimeout(() => answer(turn.turn), turn.late);
          return;
        }
        if ('status' in turn)
          return void res.writeHead(turn.status, { 'content-type': 'application/json' }).end(turn.body);
        send(200, completion(turn));
      };
      const turn = script(body, received.length - 1);
      if (turn === 'hang') return; // Never answers: the adapter's deadline must end the wait.
      answer(turn);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${PATH}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
