// What the assistant's other parts use of its LLM adapter (decision 074).
export { answerWithLlm, MAX_TOOL_ROUNDS } from './answer';
export { llmConfigOf } from './config';
export { maskText, maskValue } from './mask';
export type { LlmAnswer, LlmConfig, LlmProposal, LlmQuestion } from './types';
