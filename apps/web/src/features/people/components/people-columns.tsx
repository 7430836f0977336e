import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TUserListItem } from '@ared/contract/users';
import type { DataTableColumn } from '../../../components/data-table/types';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import { PEOPLE_TEXTS as T } from '../texts';
import { UserStatusBadge } from '../../../entities/user/user-status-badge';

/** Name, Email, Phone, Status, Action (part 2 §2), sortable by the server's orderings. */
export const peopleColumns = (viewPath: (id: number) => string): DataTableColumn<TUserListItem>[] => [
  {
    id: 'name',
    header: T.columns.name,
    sortKey: 'name',
    render: (u) => (
      <Text size="sm" fw={600}>
        {u.full_name}
      </Text>
    ),
  },
  {
    id: 'email',
    header: T.columns.email,
    sortKey: 'email',
    priority: 2,
    render: (u) => <TruncatedText maw={300}>{u.email}</TruncatedText>,
  },
  { id: 'phone', header: T.columns.phone, sortKey: 'phone', priority: 3, render: (u) => u.phone || '-' },
  {
    id: 'status',
    header: T.columns.status,
    sortKey: 'is_active',
    render: (u) => <UserStatusBadge status={u.status} />,
  },
  {
    id: 'action',
    header: T.columns.action,
    align: 'right',
    render: (u) => (
      <Button
        component={Link}
        to={viewPath(u.id)}
        size="xs"
        variant="light"
        aria-label={`${T.view} ${u.full_name}`}
      >
        {T.view}
      </Button>
    ),
  },
];
