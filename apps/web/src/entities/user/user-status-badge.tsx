import { Badge } from '@mantine/core';

const STATUS_TEXT = { active: 'Active', suspended: 'Suspended' } as const;

/**
 * A person's status: Active in green, Suspended in red (part 1 §2: "suspended shown red"). One badge for
 * System Admins, the people lists and both profile pages.
 */
export function UserStatusBadge({ status }: { status: 'active' | 'suspended' }) {
  return (
    <Badge
      variant="light"
      color={status === 'suspended' ? 'red' : 'green'}
      tt="none"
      data-status={status}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {STATUS_TEXT[status]}
    </Badge>
  );
}
