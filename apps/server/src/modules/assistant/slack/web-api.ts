import { z } from 'zod/mini';
import type { Clock } from '../../../lib/clock';
import type { SlackFailureLog } from './failure-log';

/*
 * The three Slack Web API methods the bridge uses (decision 076), as Slack documents them
 * (docs.slack.dev/reference/methods/…):
 *
 * - Every call: `POST {base}/{method}`, `Authorization: Bearer xoxb-…`. Writes send a JSON body
 *   (`Content-Type: application/json; charset=utf-8`); the read methods take form-encoded arguments, so
 *   reads are sent as `application/x-www-form-urlencoded` (their documented encoding, and no token in a URL).
 * - Every answer is HTTP 200 with a JSON object: `{ ok: true, … }`, or `{ ok: false, error: 'invalid_auth' }`
 *   (error codes such as `invalid_auth`, `not_authed`, `account_inactive`, `channel_not_found`,
 *   `not_in_channel`, `is_archived`, `thread_not_found`, `msg_too_long`, `ratelimited`).
 * - Rate limits (per method, per workspace, per app): HTTP 429 with `Retry-After: <seconds>`; no call of
 *   ours is made before it has passed. `chat.postMessage` allows about one message a second per channel;
 *   `conversations.replies` is Tier 3 (50+ a minute) for an internal app.
 *
 * chat.postMessage — body `{ channel, text, thread_ts? }` (`thread_ts`: the parent's ts, to reply in its
 *   thread; scope `chat:write`) → `{ ok: true, channel: 'C…', ts: '1503435956.000247', message: {…} }`.
 * conversations.replies — `channel`, `ts` (the parent's), `oldest` (only messages after it; `inclusive`
 *   false by default), `cursor`, `limit` (scope `channels:history`, or `groups:history` for a private
 *   channel) → `{ ok: true, messages: [{ type: 'message', user: 'U…', text, ts, thread_ts, bot_id?,
 *   subtype?, user_profile? }], has_more, response_metadata: { next_cursor } }`; the parent message comes
 *   first on every page; an empty `next_cursor` means the last page.
 * users.info — `user` (scope `users:read`) → `{ ok: true, user: { id, name, real_name, is_bot, profile:
 *   { display_name, real_name, first_name } } }`.
 */

/** Why a call did not succeed: Slack's own error code, `ratelimited`, or `unreachable` (network, 5xx, not JSON). */
export class SlackCallFailed extends Error {
  constructor(
    readonly method: string,
    readonly kind: string,
    /** For `ratelimited`: when Slack lets us call again. */
    readonly retryAt: Date | null = null,
  ) {
    super(`Slack ${method} failed: ${kind}`);
  }
}

const ZProfile = z.looseObject({
  display_name: z.optional(z.string()),
  real_name: z.optional(z.string()),
  first_name: z.optional(z.string()),
});
export type SlackProfile = z.infer<typeof ZProfile>;

/** A message's ts: seconds and microseconds, `1503435956.000247`; also its id in the channel. */
export const SLACK_TS = /^\d{1,12}\.\d{1,9}$/;

const ZMessage = z.looseObject({
  ts: z.string().check(z.regex(SLACK_TS)),
  text: z.optional(z.string()),
  user: z.optional(z.string()),
  bot_id: z.nullish(z.string()),
  subtype: z.optional(z.string()),
  user_profile: z.optional(ZProfile),
});
export type SlackMessage = z.infer<typeof ZMessage>;

const ZFailure = z.looseObject({ ok: z.literal(false), error: z.string() });
const ZPosted = z.looseObject({
  ok: z.literal(true),
  ts: z.string().check(z.regex(SLACK_TS)),
  channel: z.string(),
});
const ZReplies = z.looseObject({
  ok: z.literal(true),
  messages: z.array(ZMessage),
  has_more: z.optional(z.boolean()),
  response_metadata: z.optional(z.looseObject({ next_cursor: z.optional(z.string()) })),
});
const ZUserInfo = z.looseObject({
  ok: z.literal(true),
  user: z.looseObject({
    name: z.optional(z.string()),
    real_name: z.optional(z.string()),
    profile: z.optional(ZProfile),
  }),
});

/** A call's deadline: the job waits for it, and Slack answers in well under a second. */
const TIMEOUT_MS = 10_000;
/** The most pages of one thread read in one go (a thread of 1,000 replies at 100 a page). */
const MAX_PAGES = 10;
const PAGE_SIZE = 100;

export type SlackWebApi = ReturnType<typeof slackWebApi>;

/**
 * The Web API client. While Slack's Retry-After has not passed, every call fails at once as `ratelimited`
 * without a request (the limit is per method, but the bridge's calls are few and waiting is cheap).
 */
export function slackWebApi({
  apiUrl,
  token,
  clock,
  failures,
}: {
  apiUrl: string;
  token: string;
  clock: Clock;
  failures: SlackFailureLog;
}) {
  let pausedUntil: Date | null = null;

  async function call<T>(
    method: string,
    body: Record<string, string>,
    json: boolean,
    schema: z.ZodMiniType<T>,
  ) {
    try {
      const answer = await send(method, body, json, schema);
      failures.succeeded(method);
      return answer;
    } catch (error) {
      if (error instanceof SlackCallFailed) failures.failed(method, error.kind);
      throw error;
    }
  }

  async function send<T>(
    method: string,
    body: Record<string, string>,
    json: boolean,
    schema: z.ZodMiniType<T>,
  ) {
    if (pausedUntil && clock.now() < pausedUntil)
      throw new SlackCallFailed(method, 'ratelimited', pausedUntil);
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/${method}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': json ? 'application/json; charset=utf-8' : 'application/x-www-form-urlencoded',
        },
        body: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      // The error names the URL at most, never the headers; it is not passed on anyway.
      throw new SlackCallFailed(method, 'unreachable');
    }
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after'));
      pausedUntil = new Date(
        clock.now().getTime() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 30) * 1000,
      );
      await response.body?.cancel();
      throw new SlackCallFailed(method, 'ratelimited', pausedUntil);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new SlackCallFailed(method, 'unreachable');
    const failure = ZFailure.safeParse(answer);
    if (failure.success) throw new SlackCallFailed(method, failure.data.error);
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new SlackCallFailed(method, 'unreachable');
    return parsed.data;
  }

  return {
    /** Posts `text` to the channel, in the thread of `threadTs` when given; Slack's ts of the new message. */
    async postMessage(channel: string, text: string, threadTs?: string): Promise<string> {
      const body = { channel, text, ...(threadTs !== undefined && { thread_ts: threadTs }) };
      return (await call('chat.postMessage', body, true, ZPosted)).ts;
    },

    /** The thread's messages after `oldest` (all of them when null), parent included, oldest first. */
    async replies(channel: string, threadTs: string, oldest: string | null): Promise<SlackMessage[]> {
      const messages: SlackMessage[] = [];
      let cursor = '';
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const args: Record<string, string> = { channel, ts: threadTs, limit: String(PAGE_SIZE) };
        if (oldest !== null) args.oldest = oldest;
        if (cursor) args.cursor = cursor;
        const answer = await call('conversations.replies', args, false, ZReplies);
        messages.push(...answer.messages);
        cursor = answer.response_metadata?.next_cursor ?? '';
        if (!answer.has_more || !cursor) break;
      }
      return messages;
    },

    /** A workspace member's profile: the name the user reads in 'Agent (name):'. */
    async userProfile(user: string): Promise<SlackProfile & { name?: string | undefined }> {
      const answer = await call('users.info', { user }, false, ZUserInfo);
      return { name: answer.user.name, real_name: answer.user.real_name, ...answer.user.profile };
    },
  };
}
