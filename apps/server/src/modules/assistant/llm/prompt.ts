import type { ToolContext } from '../tools/types';
import { maskText } from './mask';
import type { LlmQuestion } from './types';
import type { ChatMessage } from './wire';

/** The earlier messages the model is shown: enough for "and yesterday?", not a whole day's chat. */
export const HISTORY_MESSAGES = 10;
/** A long earlier message is cut: the model needs its gist, the tokens cost the partner. */
const HISTORY_CHARS = 1000;

/**
 * What the model is told it is. It answers from the tools only (figures it did not read are invented),
 * states each figure's window, proposes changes without claiming to have made them, and answers in the
 * user's language (the partners write English, French and Kinyarwanda).
 */
export function systemPrompt(ctx: ToolContext): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ctx.timeZone, dateStyle: 'short' }).format(
    ctx.now,
  );
  return [
    "You are the ARED Analytics Assistant in a partner's dashboard for a managed Wi-Fi router network.",
    "Answer only from the tools' results: never give a figure, a box or a name that no tool returned.",
    'Each result states its time window and the dashboard page with the same figure: say which window.',
    'A tool that changes something (revoke, suspend, reboot) only proposes it: say the user must confirm it; never say it is done.',
    'Phone numbers and MAC addresses are shown as [phone number] and [MAC address]; do not ask for them.',
    "Answer briefly, in the user's language (English, French or Kinyarwanda).",
    `Today is ${today} in ${ctx.timeZone}.`,
  ].join('\n');
}

/**
 * The conversation as the model reads it: the system prompt, the last messages (the bot's as the
 * assistant's, a support agent's marked as such) and the question, every text masked.
 */
export function openingMessages(ctx: ToolContext, question: LlmQuestion): ChatMessage[] {
  const earlier: ChatMessage[] = question.history.slice(-HISTORY_MESSAGES).map((line) => {
    const text = maskText(line.text.slice(0, HISTORY_CHARS));
    if (line.sender === 'user') return { role: 'user', content: text };
    return { role: 'assistant', content: line.sender === 'agent' ? `(Support agent) ${text}` : text };
  });
  return [
    { role: 'system', content: systemPrompt(ctx) },
    ...earlier,
    { role: 'user', content: maskText(question.message) },
  ];
}
