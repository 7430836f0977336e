import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { ASSISTANT_MESSAGE_MAX } from '@ared/contract/assistant-texts';
import type { TSupportConversation } from '@ared/contract/assistant';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useConversationAction } from '../api/conversation-actions';
import { useConversation } from '../api/get-conversation';
import { INBOX_TEXTS as T } from '../texts';
import { ConversationContext } from './conversation-context';
import { FirstResponseBadge } from './first-response-badge';
import { Transcript } from './transcript';

/** Who owns the chat, as the agent reads it. */
function ownerText(c: TSupportConversation, myId: number | undefined) {
  if (c.status === 'ended') return T.ended;
  // Active without an agent: a person answers in the Slack thread (decision 076).
  if (!c.agent) return c.status === 'active' ? T.answeredInSlack : T.waitingForAgent;
  return c.agent.id === myId ? T.youOwn : T.ownedBy(c.agent.name);
}

function Actions({ conversation }: { conversation: TSupportConversation }) {
  const myId = useAuthStore((s) => s.user?.id);
  const takeOver = useConversationAction(conversation.id, 'take-over');
  const end = useConversationAction(conversation.id, 'end');
  const reply = useConversationAction(conversation.id, 'reply');
  const [text, setText] = useState('');
  const [isEnding, setEnding] = useState(false);
  const isBusy = takeOver.isPending || end.isPending || reply.isPending;
  const isEnded = conversation.status === 'ended';
  const run = async (work: () => Promise<unknown>, failed: string) => {
    try {
      await work();
      return true;
    } catch (error) {
      notify.error(serverMessage(error) ?? failed);
      return false;
    }
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm">{ownerText(conversation, myId)}</Text>
        {!isEnded && (
          <Group gap="xs">
            {conversation.agent?.id !== myId && (
              <Button
                size="xs"
                disabled={isBusy}
                onClick={() => void run(() => takeOver.mutateAsync(undefined), T.actionFailed)}
              >
                {T.takeOver}
              </Button>
            )}
            <Button size="xs" color="red" variant="light" disabled={isBusy} onClick={() => setEnding(true)}>
              {T.end}
            </Button>
          </Group>
        )}
      </Group>
      <ConfirmDialog
        opened={isEnding}
        title={T.end}
        message={T.endConfirm}
        confirmLabel={T.end}
        isDanger
        isLoading={end.isPending}
        onCancel={() => setEnding(false)}
        onConfirm={() =>
          void run(() => end.mutateAsync(undefined), T.actionFailed).then(() => setEnding(false))
        }
      />
      {!isEnded && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const trimmed = text.trim();
            if (!trimmed || isBusy) return;
            void run(() => reply.mutateAsync({ text: trimmed }), T.replyFailed).then((sent) => {
              if (sent) setText('');
            });
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={T.reply}
              placeholder={T.replyPlaceholder}
              rows={3}
              maxLength={ASSISTANT_MESSAGE_MAX}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" size="xs" disabled={!text.trim() || isBusy}>
                {T.send}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** One escalated chat: who, the first-response clock, the context, the transcript, and the agent's actions. */
export function ConversationView({ id }: { id: number | null }) {
  const conversation = useConversation(id);
  if (id === null)
    return (
      <Text c="dimmed" size="sm">
        {T.pick}
      </Text>
    );
  if (conversation.isError) return <Alert color="red">{T.conversationFailed}</Alert>;
  if (!conversation.data) return <Loader size="sm" />;
  const c = conversation.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {c.contact.name || c.partner?.name || T.anonymous}
          </Title>
          <Text size="sm" c="dimmed">
            {[c.contact.email, c.contact.company || c.partner?.name].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge variant="outline">{T.statuses[c.status]}</Badge>
          <FirstResponseBadge escalatedAt={c.escalated_at} firstResponseAt={c.first_response_at} />
        </Group>
      </Group>
      <ConversationContext conversation={c} />
      <Transcript lines={c.transcript} />
      <Actions conversation={c} />
    </Stack>
  );
}
