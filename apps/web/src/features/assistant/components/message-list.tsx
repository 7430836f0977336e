import { useEffect, useRef } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { TAssistantProposal } from '@ared/contract/assistant';
import type { ChatMessage } from '../conversation';
import { PANEL_TEXTS as T } from '../texts';
import classes from './assistant-panel.module.css';
import { ChatResult } from './chat-result';

type Props = {
  messages: readonly ChatMessage[];
  isBusy: boolean;
  onConfirm: (messageId: number, proposal: TAssistantProposal) => void;
};

/** The conversation, scrolled to its newest line whenever one arrives (part 2 §2). */
export function MessageList({ messages, isBusy, onConfirm }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = viewport.current;
    if (view) view.scrollTop = view.scrollHeight;
  }, [messages.length]);
  return (
    // The browser's own scrolling, not Mantine's ScrollArea: see the sidebar (decision 064).
    <div className={classes.messages} ref={viewport} tabIndex={0}>
      <Stack gap="xs" p="sm" role="log" aria-label={T.messages} aria-live="polite">
        {messages.map((m) => (
          <Stack
            key={m.id}
            gap={6}
            className={m.sender === 'user' ? classes.user : classes.bot}
            data-sender={m.sender}
          >
            {m.text && <Text size="sm">{m.text}</Text>}
            {m.results?.map((result, i) => (
              <ChatResult key={i} result={result} />
            ))}
            {m.proposals?.map((p) => (
              <Stack key={p.id} gap={4}>
                <Text size="sm">{p.summary}</Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled={isBusy}
                  aria-label={T.confirmLabel(p.summary)}
                  onClick={() => onConfirm(m.id, p)}
                >
                  {T.confirm}
                </Button>
              </Stack>
            ))}
          </Stack>
        ))}
      </Stack>
    </div>
  );
}
