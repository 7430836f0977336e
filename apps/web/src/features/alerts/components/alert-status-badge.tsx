import { Badge } from '@mantine/core';
import { ALERTS_TEXTS as T } from '../texts';

/** Open (red) while the problem lasts, Resolved (green) once it went away. */
export function AlertStatusBadge({ isOpen }: { isOpen: boolean }) {
  return (
    <Badge variant="light" color={isOpen ? 'red' : 'green'} tt="none" miw="max-content">
      {isOpen ? T.status.open : T.status.closed}
    </Badge>
  );
}
