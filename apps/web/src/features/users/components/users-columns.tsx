import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TUserListItem } from '@ared/contract/users';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import { USERS_TEXTS } from '../texts';
import { UserStatusBadge } from '../../../entities/user/user-status-badge';

const T = USERS_TEXTS.list;
export const viewDetailsPath = (id: number) => `/view-details/${id}`;

/** Name, Email, Role, Type, Status, Action (part 1 §2); the view button opens view-details with the id. */
export const usersColumns: DataTableColumn<TUserListItem>[] = [
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
    render: (u) => <TruncatedText maw={260}>{u.email}</TruncatedText>,
  },
  { id: 'role', header: T.columns.role, sortKey: 'role', priority: 3, render: (u) => u.role },
  { id: 'type', header: T.columns.type, priority: 3, render: (u) => u.user_type },
  {
    id: 'status',
    header: T.columns.status,
    width: 120,
    render: (u) => <UserStatusBadge status={u.status} />,
  },
  {
    id: 'action',
    header: T.columns.action,
    align: 'right',
    render: (u) => (
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={viewDetailsPath(u.id)}
        aria-label={T.viewLabel(u.full_name)}
      >
        {T.view}
      </Button>
    ),
  },
];
