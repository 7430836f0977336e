import { ASSISTANT_TEXTS } from '@ared/contract/assistant-texts';
import type { ASSISTANT_QUICK_INTENTS, TAssistantTimeRange } from '@ared/contract/assistant';

/** The panel's texts: the bot messages of part 2 §8 (the contract's, verbatim) and the panel's own labels. */
export const PANEL_TEXTS = {
  ...ASSISTANT_TEXTS,
  close: 'Close the assistant',
  messages: 'Conversation',
  input: 'Your message',
  placeholder: 'Ask about your network…',
  visitorPlaceholder: 'Ask how the dashboard works…',
  send: 'Send',
  quickReplies: 'Quick replies',
  escalate: 'Chat with an agent',
  endChat: 'End agent chat',
  contact: {
    title: 'Talk to a person',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    submit: 'Start chat',
    cancel: 'Cancel',
  },
  /** Not in the specification: the agent (not the user) ended the chat, seen by the poll. */
  agentEnded: 'The agent ended the chat.',
  window: (from: string, to: string, zone: string) => `${from} – ${to} (${zone})`,
  confirm: 'Confirm',
  confirmLabel: (summary: string) => `Confirm: ${summary}`,
  expires: (at: string) => `Expires ${at}`,
} as const;

/** The quick replies of part 2 §2/§9: today's, 7 days' and 30 days' summary, router status, Wi-Fi. */
export const QUICK_REPLIES: readonly {
  label: string;
  time_range: TAssistantTimeRange;
  intents: readonly (typeof ASSISTANT_QUICK_INTENTS)[number][];
}[] = [
  { label: "Today's summary", time_range: 'today', intents: ['summary'] },
  { label: "7 days' summary", time_range: '7days', intents: ['summary'] },
  { label: "30 days' summary", time_range: '30days', intents: ['summary'] },
  { label: 'Router status', time_range: 'today', intents: ['router_status'] },
  { label: 'Wi-Fi', time_range: 'today', intents: ['wifi'] },
];
export type QuickReply = (typeof QUICK_REPLIES)[number];
