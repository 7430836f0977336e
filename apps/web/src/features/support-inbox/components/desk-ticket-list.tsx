import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { SUPPORT_DESK_STATUSES } from '@ared/contract/ticket-texts';
import type { TSupportDeskStatus } from '@ared/contract/tickets';
import { formatListDateTime } from '../../../lib/format';
import { useDeskTickets } from '../api/desk-tickets';
import { INBOX_TEXTS } from '../texts';
import { InboxPager } from './inbox-pager';

const T = INBOX_TEXTS.desk;
const PAGE_SIZE = 10;

type Props = {
  status: TSupportDeskStatus;
  page: number;
  selectedId: number | null;
  onStatus: (status: TSupportDeskStatus) => void;
  onPage: (page: number) => void;
  onSelect: (id: number) => void;
};

/** Every partner's tickets of one tab: subject, partner and user, priority, when it last moved. */
export function DeskTicketList({ status, page, selectedId, onStatus, onPage, onSelect }: Props) {
  const tickets = useDeskTickets({ status, page, page_size: PAGE_SIZE });
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={T.statusFilter}
        value={status}
        onChange={(value) => onStatus(value as TSupportDeskStatus)}
        data={SUPPORT_DESK_STATUSES.map((s) => ({ value: s, label: T.statuses[s] }))}
        fullWidth
      />
      {tickets.isError && <Alert color="red">{T.listFailed}</Alert>}
      {tickets.isPending && <Loader size="sm" />}
      {tickets.data?.results.length === 0 && (
        <Text c="dimmed" size="sm">
          {T.empty}
        </Text>
      )}
      <Stack gap="xs" role="list" aria-label={T.statuses[status]}>
        {tickets.data?.results.map((t) => (
          <Card
            key={t.id}
            role="listitem"
            withBorder
            padding="sm"
            bg={t.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <UnstyledButton onClick={() => onSelect(t.id)} aria-current={t.id === selectedId || undefined}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" truncate>
                  {t.subject}
                </Text>
                <Badge
                  size="sm"
                  variant="light"
                  color={t.priority === 'High' ? 'red' : 'gray'}
                  tt="none"
                  miw="max-content"
                >
                  {t.priority}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {[t.partner.name, t.user?.name || T.formerUser].join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {T.lastActivity(formatListDateTime(t.last_activity) ?? '')}
              </Text>
            </UnstyledButton>
          </Card>
        ))}
      </Stack>
      <InboxPager page={page} count={tickets.data?.count ?? 0} pageSize={PAGE_SIZE} onPage={onPage} />
    </Stack>
  );
}
