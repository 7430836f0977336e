import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TRealm } from '@ared/contract/realms';
import { formatListDateTime } from '../../../lib/format';
import { realmKindLabel } from '../realm-rules';
import { REALM_DETAILS_TEXTS, REALMS_TEXTS } from '../texts';

const T = REALM_DETAILS_TEXTS;

type RealmSummaryCardProps = { realm: TRealm; canEdit: boolean; onEdit: () => void };

/** Name, type, SME (a link to its page), number of routers, created; Edit for whoever may edit. */
export function RealmSummaryCard({ realm, canEdit, onEdit }: RealmSummaryCardProps) {
  const rows: [string, ReactNode][] = [
    [T.rows.name, realm.name],
    [
      T.rows.type,
      <Group gap={6} key="type">
        <Badge variant="light" color={realm.type === 'sme_realm' ? 'blue' : 'brand'}>
          {realmKindLabel(realm.type)}
        </Badge>
        {realm.realm_type && <Text size="sm">{realm.realm_type}</Text>}
      </Group>,
    ],
    [
      T.rows.sme,
      realm.sme ? (
        <Anchor component={Link} to={`/smes/${realm.sme.id}`} size="sm" fw={600}>
          {realm.sme.name}
        </Anchor>
      ) : (
        REALMS_TEXTS.none
      ),
    ],
    [T.rows.routers, realm.no_of_routers],
    [T.rows.created, formatListDateTime(realm.created) ?? REALMS_TEXTS.none],
  ];

  return (
    <Card padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{T.summaryHeading}</Title>
        {canEdit && (
          <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={onEdit}>
            {T.edit}
          </Button>
        )}
      </Group>
      <Table verticalSpacing="xs" aria-label={T.summaryHeading} data-testid="realm-summary">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" style={{ width: 'min(45%, 220px)' }} fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td fw={500}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
