import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TTicket } from '@ared/contract/tickets';
import { formatListDateTime } from '../../../lib/format';
import { TICKETS_TEXTS } from '../texts';
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

/** A ticket as submitted, with its state. */
export function TicketDetailsModal({ ticket, onClose }: { ticket: TTicket | null; onClose: () => void }) {
  return (
    <Modal opened={ticket !== null} onClose={onClose} title={T.title} centered radius="lg">
      {ticket && (
        <Stack gap="md">
          <SimpleGrid cols={2} spacing="md">
            <Row label={T.id}>#{ticket.id}</Row>
            <Row label={T.status}>
              <TicketStatusBadge isOpen={ticket.is_open} />
            </Row>
            <Row label={T.department}>{TICKETS_TEXTS.departments[ticket.department]}</Row>
            <Row label={T.priority}>{TICKETS_TEXTS.priorities[ticket.priority]}</Row>
            <Row label={T.created}>{formatListDateTime(ticket.created) ?? '—'}</Row>
          </SimpleGrid>
          <Row label={T.subject}>{ticket.subject}</Row>
          <Row label={T.message}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {ticket.message || '—'}
            </Text>
          </Row>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
