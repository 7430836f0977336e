import { Badge, Stack } from '@mantine/core';
import { TICKETS_TEXTS as T } from '../texts';

/**
 * A ticket's state, display only (part 2 §4): Open or Closed; "Support replied" beside it while support's
 * message is the conversation's last (the partner's turn).
 */
export function TicketStatusBadge({
  isOpen,
  hasSupportReply = false,
}: {
  isOpen: boolean;
  hasSupportReply?: boolean;
}) {
  return (
    // Stacked, so the Status column stays narrow enough for a phone's table.
    <Stack gap={4} align="flex-start">
      <Badge
        variant="light"
        color={isOpen ? 'green' : 'gray'}
        tt="none"
        miw="max-content"
        data-testid="status-badge"
      >
        {isOpen ? T.status.open : T.status.closed}
      </Badge>
      {hasSupportReply && (
        <Badge variant="filled" color="blue" tt="none" miw="max-content" data-testid="support-replied">
          {T.supportReplied}
        </Badge>
      )}
    </Stack>
  );
}
