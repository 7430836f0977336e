import { ActionIcon, Group, Text } from '@mantine/core';
import { IconEye, IconPencil, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TSme } from '@ared/contract/smes';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import { SMES_TEXTS as T } from '../texts';
import { SmeStatusBadge } from './sme-status-badge';
import { HoverTooltip } from '../../../components/hover-tooltip';

const C = T.columns;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

type RowActions = { onEdit: (sme: TSme) => void; onBilling: (sme: TSme) => void };

function SmeRowActions({ sme, onEdit, onBilling }: RowActions & { sme: TSme }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <HoverTooltip label={T.view} withArrow>
        <ActionIcon component={Link} to={`/smes/${sme.id}`} variant="light" aria-label={T.viewSme(sme.name)}>
          <IconEye size={16} />
        </ActionIcon>
      </HoverTooltip>
      <HoverTooltip label={T.edit} withArrow>
        <ActionIcon variant="light" color="gray" aria-label={T.editSme(sme.name)} onClick={() => onEdit(sme)}>
          <IconPencil size={16} />
        </ActionIcon>
      </HoverTooltip>
      <HoverTooltip label={T.billing} withArrow>
        <ActionIcon
          variant="light"
          color="blue"
          aria-label={T.billingOf(sme.name)}
          onClick={() => onBilling(sme)}
        >
          <IconReceipt size={16} />
        </ActionIcon>
      </HoverTooltip>
    </Group>
  );
}

/** SME ID, Name, Email, Phone, TIN Number, Status, Type, Action (spec part 1 §2); a phone shows the name, status and actions. */
export const smesColumns = (actions: RowActions): DataTableColumn<TSme>[] => [
  {
    id: 'unique_id',
    header: C.smeId,
    sortKey: 'unique_id',
    priority: 2,
    render: (s) => (
      <Text size="sm" style={NO_WRAP}>
        {s.unique_id}
      </Text>
    ),
  },
  {
    id: 'name',
    header: C.name,
    sortKey: 'name',
    render: (s) => (
      <TruncatedText fw={600} maw="min(220px, 20vw)">
        {s.name}
      </TruncatedText>
    ),
  },
  {
    id: 'email',
    header: C.email,
    sortKey: 'admin_email',
    priority: 3,
    // Admin emails are long (admin@venue.partner.example.com): one line, cut, whole on hover.
    render: (s) => <TruncatedText maw={160}>{s.admin_email}</TruncatedText>,
  },
  {
    id: 'phone',
    header: C.phone,
    sortKey: 'admin_phone',
    priority: 3,
    render: (s) => (
      <Text size="sm" style={NO_WRAP}>
        {s.admin_phone}
      </Text>
    ),
  },
  { id: 'tin', header: C.tin, sortKey: 'tin_number', priority: 3, render: (s) => s.tin_number },
  { id: 'status', header: C.status, render: (s) => <SmeStatusBadge sme={s} /> },
  {
    id: 'type',
    header: C.type,
    sortKey: 'type',
    priority: 3,
    render: (s) => <TruncatedText maw={120}>{s.type}</TruncatedText>,
  },
  {
    id: 'action',
    header: C.action,
    align: 'right',
    render: (s) => <SmeRowActions sme={s} {...actions} />,
  },
];
