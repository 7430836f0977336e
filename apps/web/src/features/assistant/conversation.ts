import type { TAssistantProposal, TAssistantResult } from '@ared/contract/assistant';

/** One line of the panel (part 2 §3 "Chat: message (sender user or bot, text)"); an agent's lines are the bot's. */
export type ChatMessage = {
  id: number;
  sender: 'user' | 'bot';
  text: string;
  results?: TAssistantResult[];
  proposals?: TAssistantProposal[];
};

/** The escalation (part 2 §3): thread timestamp, channel and the agent messages already shown. */
export type Escalation = { rootTs: string | null; channelId: string | null; seenIds: string[] };

/**
 * The conversation as the panel keeps it across pages and reloads. `owner` is who it belongs to (a signed-in
 * user's id, or the anonymous visitor): a conversation is never shown to anyone else on the same browser.
 */
export type Conversation = {
  owner: string;
  /** The server's handle, sent back on every chat; null until the first answer. */
  session: string | null;
  messages: ChatMessage[];
  escalation: Escalation | null;
  nextId: number;
};

export type AgentMessage = { message_id: string; text: string; agent_display: string; agent_real: string };

export type ConversationAction =
  | {
      type: 'said';
      sender: 'user' | 'bot';
      text: string;
      results?: TAssistantResult[];
      proposals?: TAssistantProposal[];
    }
  | { type: 'session'; session: string }
  | { type: 'escalated'; rootTs: string | null; channelId: string | null }
  | { type: 'agent-replied'; messages: AgentMessage[]; rootTs: string | null; channelId: string | null }
  | { type: 'ended' }
  | { type: 'proposal-settled'; messageId: number; proposalId: string };

export const emptyConversation = (owner: string): Conversation => ({
  owner,
  session: null,
  messages: [],
  escalation: null,
  nextId: 1,
});

const append = (c: Conversation, message: Omit<ChatMessage, 'id'>): Conversation => ({
  ...c,
  messages: [...c.messages, { ...message, id: c.nextId }],
  nextId: c.nextId + 1,
});

/** The name an agent's line carries: the display name, else the real one. */
const agentName = (m: AgentMessage) => m.agent_display.trim() || m.agent_real.trim() || 'Support';

export const agentLine = (m: AgentMessage, prefix: (name: string) => string) =>
  `${prefix(agentName(m))} ${m.text}`;

/** The chat's state rules of part 2 §4 ("Chat: open or closed. Not escalated becomes escalated…"). */
export function conversationReducer(
  agentPrefix: (name: string) => string,
): (c: Conversation, action: ConversationAction) => Conversation {
  return (c, action) => {
    switch (action.type) {
      case 'said': {
        const { type: _type, ...message } = action;
        return append(c, message);
      }
      case 'session':
        return c.session === action.session ? c : { ...c, session: action.session };
      case 'escalated':
        return { ...c, escalation: { rootTs: action.rootTs, channelId: action.channelId, seenIds: [] } };
      case 'agent-replied': {
        const unseen = action.messages.filter((m) => !c.escalation?.seenIds.includes(m.message_id));
        if (unseen.length === 0) return c;
        // An agent message carrying a thread while not escalated puts the chat into escalated mode.
        const escalation: Escalation = c.escalation ?? {
          rootTs: action.rootTs,
          channelId: action.channelId,
          seenIds: [],
        };
        const seenIds = [...escalation.seenIds, ...unseen.map((m) => m.message_id)];
        const next: Conversation = { ...c, escalation: { ...escalation, seenIds } };
        return unseen.reduce<Conversation>(
          (acc, m) => append(acc, { sender: 'bot', text: agentLine(m, agentPrefix) }),
          next,
        );
      }
      case 'ended':
        // A successful end clears thread, channel and the agent messages seen.
        return { ...c, escalation: null };
      case 'proposal-settled':
        return {
          ...c,
          messages: c.messages.map((m) =>
            m.id === action.messageId
              ? { ...m, proposals: m.proposals?.filter((p) => p.id !== action.proposalId) }
              : m,
          ),
        };
    }
  };
}

/** 'sender: text' lines joined by newlines: the chat history an escalation carries (part 2 §7). */
export const chatHistoryOf = (messages: readonly ChatMessage[]): string =>
  messages.map((m) => `${m.sender}: ${m.text}`).join('\n');
