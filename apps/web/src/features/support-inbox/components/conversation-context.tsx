import { Anchor, Card, List, Stack, Text } from '@mantine/core';
import type { TSupportConversation } from '@ared/contract/assistant';
import { formatListDateTime } from '../../../lib/format';
import { INBOX_TEXTS as T } from '../texts';
import { WorkspaceThread } from './workspace-thread';

/** The partner's situation when the chat was escalated: plan, boxes offline, open alerts and tickets. */
export function ConversationContext({ conversation }: { conversation: TSupportConversation }) {
  const { context, contact } = conversation;
  return (
    <Card withBorder padding="sm">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {T.context}
        </Text>
        <Text size="sm">
          {T.contact}:{' '}
          {[contact.name, contact.email, contact.company].filter(Boolean).join(' · ') || T.anonymous}
        </Text>
        {context.partner ? (
          <Text size="sm">
            {context.partner.name} · {T.plan}: {context.partner.plan ?? '—'}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {T.noPartner}
          </Text>
        )}
        <Text size="sm" fw={500}>
          {T.boxesOffline}
        </Text>
        {context.boxes_offline.length === 0 ? (
          <Text size="sm">{T.noBoxesOffline}</Text>
        ) : (
          <List size="sm">
            {context.boxes_offline.map((box) => (
              <List.Item key={box.serial}>
                {box.name} ({box.serial})
                {box.offline_since
                  ? ` ${T.offlineSince(formatListDateTime(box.offline_since) ?? box.offline_since)}`
                  : ''}
              </List.Item>
            ))}
          </List>
        )}
        <Text size="sm">
          {T.openAlerts}: {context.open_alerts}
        </Text>
        <Text size="sm" fw={500}>
          {T.openTickets}
        </Text>
        {context.open_tickets.length === 0 ? (
          <Text size="sm">{T.noTickets}</Text>
        ) : (
          <List size="sm">
            {context.open_tickets.map((ticket) => (
              <List.Item key={ticket.id}>
                <Anchor size="sm" component="span">
                  {T.ticket(ticket.id)}
                </Anchor>
                : {ticket.subject}
              </List.Item>
            ))}
          </List>
        )}
        {conversation.chat_workspace && <WorkspaceThread thread={conversation.chat_workspace} />}
        <Text size="xs" c="dimmed">
          {T.capturedAt(formatListDateTime(context.captured_at) ?? context.captured_at)}
        </Text>
      </Stack>
    </Card>
  );
}
