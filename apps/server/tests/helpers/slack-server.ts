import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for Slack's Web API on 127.0.0.1, following its documented shapes (docs.slack.dev): every
 * method is `POST /{method}` with `Authorization: Bearer <token>`; chat.postMessage takes a JSON body
 * `{channel, text, thread_ts?}` and answers `{ok: true, channel, ts, message}`; conversations.replies and
 * users.info take form-encoded arguments; conversations.replies answers the parent first, then the replies
 * after `oldest`, a page of `limit` at a time with `has_more` and `response_metadata.next_cursor`; users.info
 * answers `{ok: true, user: {id, name, real_name, profile}}`. Mistakes are answered as Slack does: HTTP 200
 * with `{ok: false, error}` (`not_authed`, `invalid_auth`, `channel_not_found`, `thread_not_found`,
 * `no_text`, `invalid_arguments`, `user_not_found`), and a rate limit as HTTP 429 with Retry-After. A person's
 * thread replies are added by the test.
 */

export const SLACK_TOKEN = 'xoxb-test-1234567890-secret';
export const SLACK_CHANNEL = 'C0SUPPORT01';
export const BOT_USER = 'U0BOT00001';
export const BOT_ID = 'B0BOT00001';

export type SlackCall = {
  method: string;
  headers: IncomingHttpHeaders;
  args: Record<string, string>;
};
type StoredMessage = {
  type: 'message';
  ts: string;
  text: string;
  user: string;
  thread_ts?: string;
  bot_id?: string;
  subtype?: string;
  user_profile?: { display_name: string; real_name: string };
};
/** What the next calls meet: the API, a network that refuses them, an error code, or a rate limit. */
export type SlackMode = 'up' | 'down' | { error: string } | { rateLimitSeconds: number };

export type FakeSlack = Awaited<ReturnType<typeof startFakeSlack>>;

export async function startFakeSlack(
  users: Record<string, { display_name: string; real_name: string }> = {},
) {
  const calls: SlackCall[] = [];
  const messages: StoredMessage[] = [];
  let mode: SlackMode = 'up';
  let clock = 1_800_000_000;
  let sequence = 0;
  /** Slack's ts: seconds and six digits, unique and increasing in the channel. */
  const nextTs = () => `${clock++}.${String(++sequence).padStart(6, '0')}`;

  const answer = (method: string, headers: IncomingHttpHeaders, raw: string): unknown => {
    const json = String(headers['content-type']).startsWith('application/json');
    let args: Record<string, string>;
    try {
      args = json
        ? (JSON.parse(raw) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(raw));
    } catch {
      return { ok: false, error: 'invalid_json' };
    }
    calls.push({ method, headers, args });
    if (!headers.authorization) return { ok: false, error: 'not_authed' };
    if (headers.authorization !== `Bearer ${SLACK_TOKEN}`) return { ok: false, error: 'invalid_auth' };
    if (typeof mode === 'object' && 'error' in mode) return { ok: false, error: mode.error };
    switch (method) {
      case 'chat.postMessage': {
        if (!json) return { ok: false, error: 'invalid_arguments' };
        if (args.channel !== SLACK_CHANNEL) return { ok: false, error: 'channel_not_found' };
        if (typeof args.text !== 'string' || args.text === '') return { ok: false, error: 'no_text' };
        if (args.thread_ts !== undefined && !messages.some((m) => m.ts === args.thread_ts && !m.thread_ts))
          return { ok: false, error: 'thread_not_found' };
        const message: StoredMessage = {
          type: 'message',
          ts: nextTs(),
          text: args.text,
          user: BOT_USER,
          bot_id: BOT_ID,
          ...(args.thread_ts !== undefined && { thread_ts: args.thread_ts }),
        };
        messages.push(message);
        return { ok: true, channel: SLACK_CHANNEL, ts: message.ts, message };
      }
      case 'conversations.replies': {
        if (json) return { ok: false, error: 'invalid_arguments' };
        if (args.channel !== SLACK_CHANNEL) return { ok: false, error: 'channel_not_found' };
        const parent = messages.find((m) => m.ts === args.ts && !m.thread_ts);
        if (!parent) return { ok: false, error: 'thread_not_found' };
        const oldest = args.oldest === undefined ? -1 : Number(args.oldest);
        const replies = messages.filter((m) => m.thread_ts === parent.ts && Number(m.ts) > oldest);
        const limit = Number(args.limit ?? 1000);
        const offset = args.cursor
          ? Number(Buffer.from(args.cursor, 'base64').toString('utf8').split(':')[1])
          : 0;
        const page = replies.slice(offset, offset + limit);
        const more = offset + limit < replies.length;
        return {
          ok: true,
          messages: [parent, ...page],
          has_more: more,
          response_metadata: {
            next_cursor: more ? Buffer.from(`next_ts:${offset + limit}`).toString('base64') : '',
          },
        };
      }
      case 'users.info': {
        const profile = args.user === undefined ? undefined : users[args.user];
        if (!profile) return { ok: false, error: 'user_not_found' };
        return {
          ok: true,
          user: {
            id: args.user,
            name: profile.display_name.toLowerCase(),
            real_name: profile.real_name,
            profile,
          },
        };
      }
      default:
        return { ok: false, error: 'unknown_method' };
    }
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = (request.url ?? '').replace(/^\/api\//, '');
      if (mode === 'down') {
        calls.push({ method, headers: request.headers, args: {} });
        response.socket?.destroy();
        return;
      }
      if (typeof mode === 'object' && 'rateLimitSeconds' in mode) {
        calls.push({ method, headers: request.headers, args: {} });
        response.writeHead(429, { 'retry-after': String(mode.rateLimitSeconds) }).end();
        return;
      }
      const body = JSON.stringify(answer(method, request.headers, Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    calls,
    messages,
    setMode: (next: SlackMode) => {
      mode = next;
    },
    /** The thread's parent messages (what chat.postMessage posted without thread_ts). */
    roots: () => messages.filter((m) => !m.thread_ts),
    thread: (ts: string) => messages.filter((m) => m.thread_ts === ts),
    /** A message in the thread, as a person (or, with `bot`, another app) writes it in Slack. */
    reply: (
      threadTs: string,
      user: string,
      text: string,
      extra: Partial<Pick<StoredMessage, 'bot_id' | 'subtype' | 'user_profile'>> = {},
    ) => {
      const message: StoredMessage = {
        type: 'message',
        ts: nextTs(),
        text,
        user,
        thread_ts: threadTs,
        ...extra,
      };
      messages.push(message);
      return message;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
