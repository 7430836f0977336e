import { Badge, type MantineColor } from '@mantine/core';
import { VOUCHERS_TEXTS as T } from '../texts';

type Status = keyof typeof T.status;

const COLORS: Record<Status, MantineColor> = {
  active: 'green',
  used: 'blue',
  expired: 'gray',
  revoked: 'red',
  connected: 'green',
  disconnected: 'gray',
};

/** A voucher's or a session's state as a coloured word. */
export function StatusBadge({ status }: { status: Status }) {
  return (
    <Badge variant="light" color={COLORS[status]} tt="none" miw="max-content" data-testid="status-badge">
      {T.status[status]}
    </Badge>
  );
}
