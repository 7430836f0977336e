import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config/env';
import type { AssistantAnswer, AssistantTool, ToolContext } from '../tools/types';

/** An OpenAI-compatible chat-completions endpoint the partner chose (ASSISTANT_LLM_URL, key, model). */
export type LlmConfig = { url: string; key: string; model: string; timeoutMs: number };

/** A change the model asked for: stored as a proposal the user confirms, never run here. */
export type LlmProposal = { tool: string; args: unknown; summary: string };
export type LlmAnswer = AssistantAnswer & { proposals: LlmProposal[] };

export type LlmQuestion = {
  message: string;
  history: readonly { sender: 'user' | 'bot' | 'agent'; text: string }[];
};

/** SCAFFOLD (issue 31, replaced by the LLM part before it lands): no LLM configured. */
export function llmConfigOf(_config: AppConfig): LlmConfig | null {
  return null;
}

/** SCAFFOLD (issue 31, replaced by the LLM part): null means "answer offline instead". */
export async function answerWithLlm(
  _config: LlmConfig,
  _ctx: ToolContext,
  _question: LlmQuestion,
  _tools: readonly AssistantTool[],
  _log: FastifyBaseLogger,
): Promise<LlmAnswer | null> {
  return null;
}
