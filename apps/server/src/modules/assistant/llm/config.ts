import type { AppConfig } from '../../../config/env';
import type { LlmConfig } from './types';

/**
 * The LLM the assistant may use, or null when none is configured (the offline intents answer). An empty key
 * means "send no Authorization header": a server on the partner's own network may ask for none.
 */
export function llmConfigOf(config: AppConfig): LlmConfig | null {
  const llm = config.assistantLlm;
  if (!llm) return null;
  return { url: llm.url, key: llm.key ?? '', model: llm.model, timeoutMs: llm.timeoutMs };
}
