import { Alert, Button, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatListDateTime } from '../../../lib/format';
import { useTicket } from '../api/get-ticket';
import { TICKETS_TEXTS } from '../texts';
import { TicketConversation } from './ticket-conversation';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusBadge } from './ticket-status-badge';

const T = TICKETS_TEXTS.details;

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" fw={600}>
      {label}
    </Text>
    <Text size="sm" component="div">
      {children}
    </Text>
  </Stack>
);

function TicketDetails({ ticketId, onClose }: { ticketId: number; onClose: () => void }) {
  const query = useTicket(ticketId);
  if (query.isPending) return <Loader size="sm" aria-label={T.title} />;
  if (query.isError) return <Alert color="red">{T.ticketFailed}</Alert>;
  const ticket = query.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Row label={T.id}>#{ticket.id}</Row>
        <Row label={T.status}>
          <TicketStatusBadge isOpen={ticket.is_open} />
        </Row>
        <Row label={T.department}>{TICKETS_TEXTS.departments[ticket.department]}</Row>
        <Row label={T.priority}>{TICKETS_TEXTS.priorities[ticket.priority]}</Row>
        <Row label={T.created}>{formatListDateTime(ticket.created) ?? '—'}</Row>
        <Row label={T.lastActivity}>{formatListDateTime(ticket.last_activity) ?? '—'}</Row>
      </SimpleGrid>
      <Row label={T.subject}>{ticket.subject}</Row>
      <Divider />
      <Title order={3} fz="sm" fw={700}>
        {T.conversation}
      </Title>
      <TicketConversation ticketId={ticket.id} />
      <TicketReplyForm ticketId={ticket.id} isOpen={ticket.is_open} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {T.close}
        </Button>
      </Group>
    </Stack>
  );
}

/** A ticket: its details and state, its conversation with support, and the reply box. */
export function TicketDetailsModal({ ticketId, onClose }: { ticketId: number | null; onClose: () => void }) {
  return (
    <Modal opened={ticketId !== null} onClose={onClose} title={T.title} centered radius="lg" size="lg">
      {ticketId !== null && <TicketDetails ticketId={ticketId} onClose={onClose} />}
    </Modal>
  );
}
