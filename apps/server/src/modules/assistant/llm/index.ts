// What the assistant's other parts use of its LLM adapter (decision 074).
export { answerWithLlm, MAX_CALLS_PER_ROUND, MAX_TOOL_ROUNDS } from './answer';
export { llmConfigOf } from './config';
export { maskText, maskValue } from './mask';
export { MODEL_ROWS_PER_RESULT } from './tool-calls';
export type { LlmAnswer, LlmConfig, LlmProposal, LlmQuestion } from './types';
