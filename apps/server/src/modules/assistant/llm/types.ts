import type { AssistantAnswer } from '../tools/types';

/** An OpenAI-compatible chat-completions endpoint the partner chose (ASSISTANT_LLM_URL, key, model). */
export type LlmConfig = { url: string; key: string; model: string; timeoutMs: number };

/** A change the model asked for: stored as a proposal the user confirms, never run here. */
export type LlmProposal = { tool: string; args: unknown; summary: string };
export type LlmAnswer = AssistantAnswer & { proposals: LlmProposal[] };

export type LlmQuestion = {
  message: string;
  history: readonly { sender: 'user' | 'bot' | 'agent'; text: string }[];
};
