import { describe, expect, it } from 'vitest';
import { ASSISTANT_TEXTS } from '@ared/contract/assistant-texts';
import { chatHistoryOf, conversationReducer, emptyConversation, type AgentMessage } from './conversation';

const reduce = conversationReducer(ASSISTANT_TEXTS.agentPrefix);
const agent = (id: string, text: string, name = 'Eric'): AgentMessage => ({
  message_id: id,
  text,
  agent_display: name,
  agent_real: 'Eric Mugisha',
});

describe('the chat state rules (part 2 §4)', () => {
  it('numbers the lines and keeps the server handle', () => {
    let c = reduce(emptyConversation('user:11'), { type: 'said', sender: 'user', text: 'hello' });
    c = reduce(c, { type: 'said', sender: 'bot', text: 'Hi!' });
    c = reduce(c, { type: 'session', session: 'abcdefghijklmnop' });
    expect(c.messages.map((m) => [m.id, m.sender, m.text])).toEqual([
      [1, 'user', 'hello'],
      [2, 'bot', 'Hi!'],
    ]);
    expect(c.session).toBe('abcdefghijklmnop');
    expect(chatHistoryOf(c.messages)).toBe('user: hello\nbot: Hi!');
  });

  it("shows each agent message once, as 'Agent (name):'", () => {
    let c = reduce(emptyConversation('visitor'), { type: 'escalated', rootTs: 'T1', channelId: 'support' });
    const poll = { type: 'agent-replied' as const, rootTs: 'T1', channelId: 'support' };
    c = reduce(c, { ...poll, messages: [agent('m1', 'Hello, I am looking.')] });
    c = reduce(c, { ...poll, messages: [agent('m1', 'Hello, I am looking.'), agent('m2', 'Fixed.', '')] });
    expect(c.messages.map((m) => m.text)).toEqual([
      'Agent (Eric): Hello, I am looking.',
      'Agent (Eric Mugisha): Fixed.',
    ]);
    expect(c.escalation?.seenIds).toEqual(['m1', 'm2']);
  });

  it('an agent message with a thread while not escalated puts the chat into escalated mode', () => {
    const c = reduce(emptyConversation('visitor'), {
      type: 'agent-replied',
      rootTs: 'T9',
      channelId: 'support',
      messages: [agent('m1', 'Hi')],
    });
    expect(c.escalation).toEqual({ rootTs: 'T9', channelId: 'support', seenIds: ['m1'] });
  });

  it('a successful end clears thread, channel and the seen agent messages', () => {
    let c = reduce(emptyConversation('visitor'), { type: 'escalated', rootTs: 'T1', channelId: 'support' });
    c = reduce(c, {
      type: 'agent-replied',
      rootTs: 'T1',
      channelId: 'support',
      messages: [agent('m1', 'Hi')],
    });
    c = reduce(c, { type: 'ended' });
    expect(c.escalation).toBeNull();
    // A new escalation starts with nothing seen.
    c = reduce(c, { type: 'escalated', rootTs: 'T2', channelId: 'support' });
    expect(c.escalation?.seenIds).toEqual([]);
  });

  it('a settled proposal leaves its message', () => {
    const proposal = { id: 'p'.repeat(20), action: 'revoke_voucher', summary: 'Revoke X', expires_at: '' };
    let c = reduce(emptyConversation('user:11'), {
      type: 'said',
      sender: 'bot',
      text: 'Sure',
      proposals: [proposal],
    });
    c = reduce(c, { type: 'proposal-settled', messageId: 1, proposalId: proposal.id });
    expect(c.messages[0]?.proposals).toEqual([]);
  });
});
