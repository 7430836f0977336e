import { Badge } from '@mantine/core';
import { TICKETS_TEXTS as T } from '../texts';

/** A ticket's state, display only (part 2 §4): Open or Closed. */
export function TicketStatusBadge({ isOpen }: { isOpen: boolean }) {
  return (
    <Badge
      variant="light"
      color={isOpen ? 'green' : 'gray'}
      tt="none"
      miw="max-content"
      data-testid="status-badge"
    >
      {isOpen ? T.status.open : T.status.closed}
    </Badge>
  );
}
