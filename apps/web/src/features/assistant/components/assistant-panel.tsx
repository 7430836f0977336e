import { useEffect, useRef, useState } from 'react';
import { Button, CloseButton, Group, Paper, TextInput, Title } from '@mantine/core';
import { ASSISTANT_MESSAGE_MAX } from '@ared/contract/assistant-texts';
import { useAuthStore } from '../../../lib/auth-store';
import type { Contact } from '../api/assistant-calls';
import { isSendable } from '../chat-rules';
import { ownerOf } from '../conversation-storage';
import { PANEL_TEXTS as T, QUICK_REPLIES } from '../texts';
import { useAssistantChat } from '../use-assistant-chat';
import classes from './assistant-panel.module.css';
import { ContactForm } from './contact-form';
import { MessageList } from './message-list';
import { planIncludes } from '@ared/contract/plan-areas';

/** `userId`: the signed-in user, or null for the sign-in page's visitor. */
type Props = { opened: boolean; onClose: () => void; userId: number | null };

/**
 * The 'ARED Analytics Assistant' panel (part 2 §2): the conversation, quick replies for a signed-in partner,
 * the escalate or end-agent-chat button with its inline contact form, and the message input, focused on
 * open. Hidden, not unmounted, when closed: an escalated chat keeps polling for the agent's replies.
 */
export default function AssistantPanel({ opened, onClose, userId }: Props) {
  const signedIn = userId !== null;
  const user = useAuthStore((s) => s.user);
  const contact: Contact = {
    name: user?.full_name ?? '',
    email: user?.email ?? '',
    company: user?.partner?.name ?? '',
  };
  const chat = useAssistantChat({
    owner: ownerOf(userId),
    caller: { signedIn },
    contact,
  });
  const [draft, setDraft] = useState('');
  // The quick replies are the network's figures (boxes, guests, Wi-Fi): offered only when the partner's plan
  // has the routers (a Kiosk-only plan's answer would be a refusal on every button).
  const offersQuickReplies = signedIn && planIncludes(user?.partner?.plan.name, 'routers');
  const [isFormOpen, setFormOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const isEscalated = chat.conversation.escalation !== null;

  useEffect(() => {
    if (opened) input.current?.focus();
  }, [opened]);

  const submit = () => {
    if (!isSendable(draft) || chat.isBusy) return;
    void chat.send(draft);
    setDraft('');
  };

  return (
    <Paper
      className={classes.panel}
      shadow="xl"
      radius="md"
      withBorder
      hidden={!opened}
      role="dialog"
      aria-label={T.title}
    >
      <div className={classes.header}>
        <Title order={2} size="h5">
          {T.title}
        </Title>
        <CloseButton aria-label={T.close} onClick={onClose} />
      </div>
      <MessageList messages={chat.conversation.messages} isBusy={chat.isBusy} onConfirm={chat.confirm} />
      <div className={classes.footer}>
        {/* Quick replies ask for the partner's figures: a visitor of the sign-in page has none. */}
        {offersQuickReplies && !isEscalated && (
          <Group gap={6} mb="xs" role="group" aria-label={T.quickReplies}>
            {QUICK_REPLIES.map((q) => (
              <Button
                key={q.label}
                size="compact-xs"
                variant="light"
                radius="xl"
                disabled={chat.isBusy}
                onClick={() => void chat.quickReply(q)}
              >
                {q.label}
              </Button>
            ))}
          </Group>
        )}
        {isFormOpen ? (
          <ContactForm
            initial={contact}
            isBusy={chat.isBusy}
            onCancel={() => setFormOpen(false)}
            onSubmit={(who) => {
              setFormOpen(false);
              void chat.escalate(who);
            }}
          />
        ) : (
          <Button
            size="compact-sm"
            variant={isEscalated ? 'outline' : 'subtle'}
            color={isEscalated ? 'red' : undefined}
            mb="xs"
            disabled={chat.isBusy}
            onClick={() => (isEscalated ? void chat.endChat() : setFormOpen(true))}
          >
            {isEscalated ? T.endChat : T.escalate}
          </Button>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Group gap="xs" wrap="nowrap" mt="xs">
            <TextInput
              ref={input}
              flex={1}
              aria-label={T.input}
              placeholder={signedIn ? T.placeholder : T.visitorPlaceholder}
              maxLength={ASSISTANT_MESSAGE_MAX}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Button type="submit" disabled={!isSendable(draft) || chat.isBusy}>
              {T.send}
            </Button>
          </Group>
        </form>
      </div>
    </Paper>
  );
}
