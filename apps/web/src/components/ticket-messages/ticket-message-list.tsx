import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TTicketMessage } from '@ared/contract/tickets';
import { formatListDateTime } from '../../lib/format';

/** The conversation's words, the same for the partner (Support Tickets) and for support (Support Inbox). */
export const TICKET_MESSAGE_TEXTS = {
  conversation: 'Conversation',
  support: 'Support',
  partner: 'Partner',
  noMessages: 'No messages yet',
} as const;

const T = TICKET_MESSAGE_TEXTS;

/**
 * One message: who and when above its text. Support's messages sit on a blue card with a Support badge, the
 * partner's on a plain one; the text is rendered as text (React escapes it), never as HTML.
 */
function MessageCard({ message }: { message: TTicketMessage }) {
  const isSupport = message.author === 'support';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      ml={isSupport ? 0 : 'lg'}
      mr={isSupport ? 'lg' : 0}
      bg={isSupport ? 'var(--mantine-color-blue-light)' : undefined}
      data-testid={`ticket-message-${message.author}`}
      aria-label={`${isSupport ? T.support : message.author_name}, ${formatListDateTime(message.created) ?? ''}`}
    >
      <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {message.author_name}
          </Text>
          <Badge
            size="xs"
            variant={isSupport ? 'filled' : 'light'}
            color={isSupport ? 'blue' : 'gray'}
            tt="none"
          >
            {isSupport ? T.support : T.partner}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" component="time" dateTime={message.created}>
          {formatListDateTime(message.created)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
    </Paper>
  );
}

/** A ticket's conversation, oldest first (issue 29 §3), from whichever side reads it. */
export function TicketMessageList({ messages }: { messages: readonly TTicketMessage[] }) {
  if (messages.length === 0) return <Text size="sm">{T.noMessages}</Text>;
  return (
    <Stack
      component="ol"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={T.conversation}
      data-testid="ticket-conversation"
    >
      {messages.map((m) => (
        <MessageCard key={m.id} message={m} />
      ))}
    </Stack>
  );
}
