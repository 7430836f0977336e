import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TRealm } from '@ared/contract/realms';
import type { DataTableColumn } from '../../../components/data-table/types';
import { formatListDateTime } from '../../../lib/format';
import { realmKindLabel, type RealmTab } from '../realm-rules';
import { REALMS_TEXTS as T } from '../texts';
import { TruncatedText } from '../../../components/data-table/truncated-text';

const C = T.columns;

/** Columns of the realm list: Name, Type, Sme (Sme tab only), Routers, Added, Action. */
export const realmsColumns = (tab: RealmTab): DataTableColumn<TRealm>[] => [
  {
    id: 'name',
    header: C.name,
    sortKey: 'name',
    render: (r) => (
      <TruncatedText fw={600} maw={240}>
        {r.name}
      </TruncatedText>
    ),
  },
  {
    id: 'type',
    header: C.type,
    priority: 2,
    render: (r) => (
      <Stack gap={2} align="flex-start">
        <Badge variant="light" color={r.type === 'sme_realm' ? 'blue' : 'brand'} style={{ flexShrink: 0 }}>
          {realmKindLabel(r.type)}
        </Badge>
        {r.realm_type && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {r.realm_type}
          </Text>
        )}
      </Stack>
    ),
  },
  ...(tab === 'sme'
    ? [
        {
          id: 'sme',
          header: C.sme,
          priority: 2,
          render: (r: TRealm) => <TruncatedText maw={180}>{r.sme?.name ?? T.none}</TruncatedText>,
        } satisfies DataTableColumn<TRealm>,
      ]
    : []),
  { id: 'routers', header: C.routers, sortKey: 'no_of_routers', render: (r) => r.no_of_routers },
  {
    id: 'added',
    header: C.added,
    sortKey: 'created',
    priority: 3,
    render: (r) => formatListDateTime(r.created) ?? T.none,
  },
  {
    id: 'action',
    header: C.action,
    render: (r) => (
      <Button
        component={Link}
        to={`/realms/${r.id}/details`}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} />}
        aria-label={T.viewRealm(r.name)}
      >
        {T.view}
      </Button>
    ),
  },
];
