import type { TAssistantTimeRange } from '@ared/contract/assistant';
import type { AppDeps } from '../../../types';
import type { AssistantAnswer, AssistantCaller } from '../tools/types';

/** What the offline answerer is asked: the user's words, or a quick reply's intents and range. */
export type OfflineQuestion = {
  message: string;
  time_range?: TAssistantTimeRange;
  intents?: readonly ('summary' | 'router_status' | 'wifi')[];
  sections?: readonly 'summary'[];
};

/**
 * SCAFFOLD (issue 31, replaced by the intents part before it lands): answers from the partner's data
 * through the tool registry. Until then it says it cannot answer.
 */
export async function answerOffline(
  _deps: AppDeps,
  _caller: AssistantCaller,
  _question: OfflineQuestion,
  _now: Date,
): Promise<AssistantAnswer> {
  return { reply: 'SCAFFOLD: no answers yet.', results: [] };
}
