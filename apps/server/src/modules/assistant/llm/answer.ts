import type { FastifyBaseLogger } from 'fastify';
import type { TAssistantResult } from '@ared/contract/assistant';
import type { AssistantTool, ToolContext } from '../tools/types';
import { LlmFailure, requestChatCompletion } from './client';
import { noteLlmFailure, noteLlmSuccess } from './failure-log';
import { openingMessages } from './prompt';
import { runToolCall } from './tool-calls';
import { functionTools, toolsOffered } from './tool-offer';
import type { LlmAnswer, LlmConfig, LlmProposal, LlmQuestion } from './types';
import type { ChatMessage } from './wire';

/**
 * Rounds in which the model may call tools; the round after them asks for words only. Two or three are
 * what a question needs (a list, then one box's details); more is a model going round in circles.
 */
export const MAX_TOOL_ROUNDS = 4;
/** Calls answered in one round; a longer list is the model fishing, and each call is a database read. */
export const MAX_CALLS_PER_ROUND = 8;

/**
 * The model answers the question with the tools it is offered (decision 074): it calls read tools (run
 * here, for ctx's partner only), asks for changes (kept as proposals, never run), and phrases the reply.
 * Null when it gives no usable answer in time (timeout, HTTP error, malformed or cut answer, too many
 * rounds): the caller answers offline instead. The panel's results are the tools' own, not the model's.
 */
export async function answerWithLlm(
  config: LlmConfig,
  ctx: ToolContext,
  question: LlmQuestion,
  tools: readonly AssistantTool[],
  log: FastifyBaseLogger,
): Promise<LlmAnswer | null> {
  try {
    const answer = await converse(config, ctx, question, tools);
    noteLlmSuccess(log, config.url);
    return answer;
  } catch (error) {
    const reason =
      error instanceof LlmFailure
        ? error.message
        : `failed: ${error instanceof Error ? error.message : String(error)}`;
    noteLlmFailure(log, config.url, reason);
    return null;
  }
}

async function converse(
  config: LlmConfig,
  ctx: ToolContext,
  question: LlmQuestion,
  tools: readonly AssistantTool[],
): Promise<LlmAnswer> {
  // One deadline for the whole answer: the user waits for all the rounds, not for each.
  const deadline = AbortSignal.timeout(config.timeoutMs);
  const offered = await toolsOffered(ctx, tools);
  const functions = functionTools(offered);
  const messages: ChatMessage[] = openingMessages(ctx, question);
  const results: TAssistantResult[] = [];
  const proposals: LlmProposal[] = [];
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
    const lastRound = round === MAX_TOOL_ROUNDS;
    const choice = await requestChatCompletion(
      config,
      {
        model: config.model,
        messages,
        // An empty `tools` is refused by OpenAI: with nothing to offer, the request has none.
        ...(functions.length > 0 && { tools: functions, tool_choice: lastRound ? 'none' : 'auto' }),
      },
      deadline,
    );
    const { message, finish_reason } = choice;
    const calls = message.tool_calls ?? [];
    if (finish_reason === 'length' || finish_reason === 'content_filter')
      throw new LlmFailure(`answer cut (${finish_reason})`);
    if (message.refusal) throw new LlmFailure('the model refused');
    if (calls.length === 0) {
      const reply = message.content?.trim() ?? '';
      if (reply === '') throw new LlmFailure('malformed answer: no text and no tool call');
      return { reply, results: distinct(results), proposals };
    }
    if (lastRound) throw new LlmFailure(`still calling tools after ${MAX_TOOL_ROUNDS} rounds`);
    messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
    for (const [index, call] of calls.entries()) {
      if (index >= MAX_CALLS_PER_ROUND) {
        const error = `At most ${MAX_CALLS_PER_ROUND} tool calls at once.`;
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify({ error }) });
        continue;
      }
      const outcome = await runToolCall(ctx, offered, call);
      results.push(...outcome.results);
      if (outcome.proposal) proposals.push(outcome.proposal);
      messages.push({ role: 'tool', tool_call_id: call.id, content: outcome.content });
    }
  }
  throw new LlmFailure('no answer'); // Unreachable: the last round answers or throws.
}

/** A result the model read twice (the same tool, the same arguments) is shown once. */
function distinct(results: readonly TAssistantResult[]): TAssistantResult[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    const key = JSON.stringify(result);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
