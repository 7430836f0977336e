import type { FastifyBaseLogger } from 'fastify';
import type { TAssistantChat, TAssistantChatReply, TAssistantProposal } from '@ared/contract/assistant';
import { fieldError } from '../../lib/http-errors';
import type { AppDeps } from '../../types';
import {
  type Conversation,
  addLines,
  conversationBySession,
  isWithPeople,
  ownConversation,
  recentLines,
  startConversation,
} from './conversation';
import { type OfflineQuestion, answerOffline } from './intents';
import { answerWithLlm, llmConfigOf } from './llm';
import { storeProposals } from './proposals';
import { toolContextFor } from './tools';
import type { AssistantAnswer, AssistantCaller, AssistantTool } from './tools/types';

const BLANK = 'This field may not be blank.';

/** How much of the conversation a model is shown: enough for "and yesterday?", not the whole history. */
const HISTORY_LINES = 12;

export type ChatDeps = { deps: AppDeps; tools: readonly AssistantTool[]; log: FastifyBaseLogger };

/**
 * The caller's conversation for this chat: the one its handle names (404 when it is someone else's), or a
 * new one. A handle the server does not know (a panel kept it across a database reset) starts afresh
 * rather than leave the panel answering errors forever.
 */
async function conversationFor(
  deps: AppDeps,
  caller: AssistantCaller,
  session: string | undefined,
  now: Date,
): Promise<Conversation> {
  const db = deps.database.db;
  const found = session === undefined ? undefined : await conversationBySession(db, session);
  if (found) return ownConversation(db, caller, found);
  return startConversation(db, caller, now);
}

/** The user's side of a quick reply in the transcript: its words, else what it asked for. */
const userText = (body: TAssistantChat): string =>
  body.message.trim() ||
  [...(body.intents ?? body.sections ?? []), body.time_range].filter(Boolean).join(' ');

/**
 * One turn of the chat (issue 31 §2–§5). While an agent owns the conversation (or it waits for one) the
 * bot stays silent: the user's words are kept for the agent and the reply is empty, as help desks do. Else
 * a signed-in partner user is answered by the partner's model when one is configured, falling back to the
 * offline intents when it cannot answer; an anonymous visitor always by the offline help desk. Both lines
 * are kept; a model's changes are kept as proposals the user confirms.
 */
export async function answerChat(
  { deps, tools, log }: ChatDeps,
  caller: AssistantCaller,
  body: TAssistantChat,
): Promise<TAssistantChatReply> {
  // A quick reply may come without words; a typed question may not be blank (the panel never sends one).
  if (!body.message.trim() && !body.intents?.length && !body.sections?.length)
    throw fieldError('message', BLANK);
  const db = deps.database.db;
  const now = deps.clock.now();
  const conversation = await conversationFor(deps, caller, body.session, now);
  const reply = (
    answer: AssistantAnswer,
    by: TAssistantChatReply['answered_by'],
    proposals: TAssistantProposal[] = [],
  ) => ({
    session: conversation.session,
    reply: answer.reply,
    results: answer.results,
    proposals,
    answered_by: by,
    error: null,
    debug_endpoints: [],
  });
  if (isWithPeople(conversation)) {
    await addLines(db, conversation.id, [{ sender: 'user', text: userText(body) }], now);
    return reply({ reply: '', results: [] }, 'agent_owns');
  }
  const question: OfflineQuestion = {
    message: body.message,
    ...(body.time_range && { time_range: body.time_range }),
    ...(body.intents && { intents: body.intents }),
    ...(body.sections && { sections: body.sections }),
  };
  const llm = caller.kind === 'user' ? llmConfigOf(deps.config) : null;
  if (caller.kind === 'user' && llm) {
    const history = (await recentLines(db, conversation.id, HISTORY_LINES)).map(({ sender, text }) => ({
      sender,
      text,
    }));
    const answer = await answerWithLlm(
      llm,
      toolContextFor(deps, caller, now),
      { message: userText(body), history },
      tools,
      log,
    );
    if (answer) {
      const proposals = await storeProposals(db, conversation.id, caller, answer.proposals, now);
      await keepTurn(deps, conversation.id, body, answer, now);
      return reply(answer, 'llm', proposals);
    }
  }
  const answer = await answerOffline(deps, caller, question, now);
  await keepTurn(deps, conversation.id, body, answer, now);
  return reply(answer, 'offline');
}

async function keepTurn(
  deps: AppDeps,
  conversationId: number,
  body: TAssistantChat,
  answer: AssistantAnswer,
  now: Date,
): Promise<void> {
  await addLines(
    deps.database.db,
    conversationId,
    [
      { sender: 'user', text: userText(body) },
      { sender: 'bot', text: answer.reply, results: answer.results },
    ],
    now,
  );
}
