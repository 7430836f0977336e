import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ASSISTANT_POLL_MS } from '@ared/contract/assistant-texts';
import type { TAssistantProposal } from '@ared/contract/assistant';
import {
  confirmProposal,
  getHumanReplies,
  postChat,
  postEndEscalation,
  postEscalate,
  postHumanReply,
  type Caller,
  type Contact,
} from './api/assistant-calls';
import {
  chatAnswer,
  endOutcome,
  escalationOutcome,
  postFailure,
  quickReplyAnswer,
  type BotLine,
} from './bot-texts';
import { isSendable } from './chat-rules';
import { chatHistoryOf, conversationReducer, type Conversation } from './conversation';
import { loadConversation, saveConversation } from './conversation-storage';
import { PANEL_TEXTS as T, type QuickReply } from './texts';

const reducer = conversationReducer(T.agentPrefix);

/**
 * The panel's conversation: what the user and the bot (or an agent) said, the escalation, and the calls of
 * part 2 §7 that change them. Every change is stored at once, so a page change or a reload keeps it.
 */
export function useAssistantChat({
  owner,
  caller,
  contact,
}: {
  owner: string;
  caller: Caller;
  contact: Contact;
}) {
  const [conversation, dispatch] = useReducer(reducer, owner, loadConversation);
  const [isBusy, setBusy] = useState(false);
  // Async calls read the conversation as it is when they answer, not as it was when they started.
  const latest = useRef<Conversation>(conversation);
  latest.current = conversation;

  useEffect(() => saveConversation(conversation), [conversation]);

  const say = useCallback((line: BotLine | null) => {
    if (line) dispatch({ type: 'said', sender: 'bot', ...line });
  }, []);

  /** Runs one call at a time: the send button and the quick replies wait for the answer. */
  const busy = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const ask = (text: string, quick?: QuickReply) =>
    busy(async () => {
      dispatch({ type: 'said', sender: 'user', text });
      const session = latest.current.session ?? undefined;
      const outcome = await postChat(
        caller,
        quick
          ? {
              message: text,
              session,
              time_range: quick.time_range,
              intents: [...quick.intents],
              ...(quick.intents.includes('summary') ? { sections: ['summary' as const] } : {}),
            }
          : { message: text, session },
      );
      if (outcome.ok) dispatch({ type: 'session', session: outcome.data.session });
      say(quick ? quickReplyAnswer(outcome) : chatAnswer(outcome));
    });

  const toAgent = (text: string) =>
    busy(async () => {
      dispatch({ type: 'said', sender: 'user', text });
      const escalation = latest.current.escalation;
      const failure = postFailure(
        await postHumanReply(caller, {
          text,
          thread_ts: escalation?.rootTs ?? '',
          channel_id: escalation?.channelId ?? '',
          ...contact,
        }),
      );
      if (failure) say({ text: failure });
    });

  /** A typed message: to the agent while escalated (part 2 §4), else to the assistant. */
  const send = (text: string) => {
    if (!isSendable(text) || isBusy) return;
    const trimmed = text.trim();
    return latest.current.escalation ? toAgent(trimmed) : ask(trimmed);
  };

  const quickReply = (quick: QuickReply) => (isBusy ? undefined : ask(quick.label, quick));

  const escalate = (who: Contact) =>
    busy(async () => {
      dispatch({ type: 'said', sender: 'user', text: T.escalatedUserText });
      const history = chatHistoryOf([
        ...latest.current.messages,
        { id: 0, sender: 'user', text: T.escalatedUserText },
      ]);
      const outcome = escalationOutcome(
        await postEscalate(caller, {
          session: latest.current.session ?? undefined,
          chat_history: history,
          ...who,
        }),
      );
      if (outcome.escalated) dispatch({ type: 'escalated', ...outcome.escalated });
      say({ text: outcome.text });
    });

  const endChat = () =>
    busy(async () => {
      const escalation = latest.current.escalation;
      const outcome = endOutcome(
        await postEndEscalation(caller, {
          root_ts: escalation?.rootTs ?? '',
          channel_id: escalation?.channelId ?? '',
          ...contact,
        }),
      );
      if (outcome.ended) dispatch({ type: 'ended' });
      say({ text: outcome.text });
    });

  const confirm = (messageId: number, proposal: TAssistantProposal) =>
    busy(async () => {
      const outcome = await confirmProposal(caller, proposal.id);
      dispatch({ type: 'proposal-settled', messageId, proposalId: proposal.id });
      if (outcome.ok) say({ text: outcome.data.reply });
      else say({ text: outcome.status === 0 ? T.chatNetwork : T.httpError(outcome.status) });
    });

  useAgentPoll(conversation, caller, dispatch, say);

  return { conversation, isBusy, send, quickReply, escalate, endChat, confirm };
}

/**
 * While escalated with a thread, asks for the agent's messages every 2 seconds (part 2 §7, §9); a poll
 * waits for the previous one. Failures are silent (part 2 §8). The server saying the chat is no longer
 * escalated (the agent ended it) leaves escalated mode.
 */
function useAgentPoll(
  conversation: Conversation,
  caller: Caller,
  dispatch: (action: Parameters<typeof reducer>[1]) => void,
  say: (line: BotLine | null) => void,
) {
  const rootTs = conversation.escalation?.rootTs ?? null;
  const channelId = conversation.escalation?.channelId ?? '';
  const { signedIn } = caller;
  useEffect(() => {
    if (!rootTs) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      const outcome = await getHumanReplies({ signedIn }, { thread_ts: rootTs, channel_id: channelId });
      if (stopped) return;
      if (outcome.ok) {
        const { messages, root_ts, channel_id, escalated } = outcome.data;
        dispatch({ type: 'agent-replied', messages, rootTs: root_ts, channelId: channel_id });
        if (!escalated) {
          dispatch({ type: 'ended' });
          say({ text: T.agentEnded });
          return;
        }
      }
      timer = setTimeout(() => void poll(), ASSISTANT_POLL_MS);
    };
    timer = setTimeout(() => void poll(), ASSISTANT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [rootTs, channelId, signedIn, dispatch, say]);
}
