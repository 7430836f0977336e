import { Badge } from '@mantine/core';
import { USERS_TEXTS as T } from '../texts';

/** Active in green, Suspended in red (part 2 §2: "suspended shown red"). */
export function UserStatusBadge({ status }: { status: 'active' | 'suspended' }) {
  return (
    <Badge
      variant="light"
      color={status === 'suspended' ? 'red' : 'green'}
      tt="none"
      data-status={status}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {T.status[status]}
    </Badge>
  );
}
