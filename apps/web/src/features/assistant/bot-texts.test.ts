import { describe, expect, it } from 'vitest';
import type { TAssistantChatReply } from '@ared/contract/assistant';
import { chatAnswer, endOutcome, escalationOutcome, postFailure, quickReplyAnswer } from './bot-texts';

const reply = (over: Partial<TAssistantChatReply> = {}): TAssistantChatReply => ({
  session: 'abcdefghijklmnop',
  reply: '',
  results: [],
  proposals: [],
  answered_by: 'offline',
  error: null,
  debug_endpoints: [],
  ...over,
});
const ok = <T>(data: T) => ({ ok: true as const, data });
const http = (status: number, detail?: string) => ({ ok: false as const, status, detail });
const network = { ok: false as const, status: 0 };

describe('the bot-message texts of part 2 §8', () => {
  it('chat', () => {
    expect(chatAnswer(http(502))?.text).toBe('Error: HTTP 502');
    expect(chatAnswer(network)?.text).toBe('Error: Unable to reach chatbot backend.');
    expect(chatAnswer(ok(reply({ reply: 'Two boxes are offline.' })))?.text).toBe('Two boxes are offline.');
    // The bot is silent while an agent owns the chat.
    expect(chatAnswer(ok(reply({ answered_by: 'agent_owns' })))).toBeNull();
  });

  it('quick replies', () => {
    expect(quickReplyAnswer(http(500))?.text).toBe('Error fetching analytics: HTTP 500');
    expect(quickReplyAnswer(http(429, 'Too many questions.'))?.text).toBe(
      'Error fetching analytics: Too many questions.',
    );
    expect(quickReplyAnswer(ok(reply({ error: 'no partner' })))?.text).toBe(
      'Error fetching analytics: no partner',
    );
    expect(quickReplyAnswer(network)?.text).toBe("Sorry — couldn't reach the analytics service.");
    expect(quickReplyAnswer(ok(reply()))?.text).toBe('No structured results.');
  });

  it('escalation', () => {
    const answer = (root_ts: string | null, isOk = true, error: string | null = null) =>
      escalationOutcome(ok({ ok: isOk, root_ts, channel_id: 'support', error }));
    expect(answer('T1')).toEqual({
      escalated: { rootTs: 'T1', channelId: 'support' },
      text: 'Your chat has been escalated to an agent.',
    });
    expect(answer(null).text).toBe('Escalation queued.');
    // The ok flag or a thread escalates.
    expect(answer('T1', false).escalated).not.toBeNull();
    expect(answer(null, false, 'no agents')).toEqual({
      escalated: null,
      text: 'Could not escalate right now. no agents',
    });
    expect(escalationOutcome(http(503)).text).toBe('Could not escalate right now. HTTP 503');
    expect(escalationOutcome(network).text).toBe('Failed to contact support. Please try again later.');
  });

  it('ending the agent chat', () => {
    expect(endOutcome(ok({ ok: true, diagnostics: null }))).toEqual({
      ended: true,
      text: 'You have ended the chat with the agent. Thanks!',
    });
    expect(endOutcome(ok({ ok: false, diagnostics: 'already ended' })).text).toBe(
      'Could not end chat right now. already ended',
    );
    expect(endOutcome(http(404)).text).toBe('Could not end chat right now. HTTP 404');
    expect(endOutcome(network).text).toBe('Error: failed to end chat. Try again later.');
  });

  it('a message to the agent', () => {
    expect(postFailure(ok({ ok: true, error: null }))).toBeNull();
    expect(postFailure(ok({ ok: false, error: 'chat ended' }))).toBe(
      'Failed to send your message to the agent: chat ended',
    );
    expect(postFailure(http(500))).toBe('Failed to send your message to the agent: HTTP 500');
    expect(postFailure(network)).toBe('Error: Could not send message to agent. Try again.');
  });
});
