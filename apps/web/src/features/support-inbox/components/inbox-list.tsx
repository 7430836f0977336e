import { Alert, Card, Group, Loader, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { SUPPORT_INBOX_STATUSES } from '@ared/contract/assistant-texts';
import type { TSupportConversationSummary } from '@ared/contract/assistant';
import { useInbox, type InboxStatus } from '../api/get-inbox';
import { INBOX_TEXTS as T } from '../texts';
import { FirstResponseBadge } from './first-response-badge';
import { InboxPager } from './inbox-pager';

const PAGE_SIZE = 10;

type Props = {
  status: InboxStatus;
  page: number;
  selectedId: number | null;
  onStatus: (status: InboxStatus) => void;
  onPage: (page: number) => void;
  onSelect: (id: number) => void;
};

/** Who wrote in: the contact's name, else the partner's, else a visitor. */
const whoOf = (c: TSupportConversationSummary) => c.contact.name || c.partner?.name || T.anonymous;

/** The escalated chats of one status, each with its contact, partner, last line and first-response clock. */
export function InboxList({ status, page, selectedId, onStatus, onPage, onSelect }: Props) {
  const inbox = useInbox({ status, page, page_size: PAGE_SIZE });
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={T.statusFilter}
        value={status}
        onChange={(value) => onStatus(value as InboxStatus)}
        data={SUPPORT_INBOX_STATUSES.map((s) => ({ value: s, label: T.statuses[s] }))}
        fullWidth
      />
      {inbox.isError && <Alert color="red">{T.listFailed}</Alert>}
      {inbox.isPending && <Loader size="sm" />}
      {inbox.data?.results.length === 0 && (
        <Text c="dimmed" size="sm">
          {T.empty}
        </Text>
      )}
      <Stack gap="xs" role="list" aria-label={T.statuses[status]}>
        {inbox.data?.results.map((c) => (
          <Card
            key={c.id}
            role="listitem"
            withBorder
            padding="sm"
            bg={c.id === selectedId ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <UnstyledButton onClick={() => onSelect(c.id)} aria-current={c.id === selectedId || undefined}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" truncate>
                  {whoOf(c)}
                </Text>
                {c.status !== 'ended' && (
                  <FirstResponseBadge escalatedAt={c.escalated_at} firstResponseAt={c.first_response_at} />
                )}
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {[c.contact.company || c.partner?.name, c.agent ? T.ownedBy(c.agent.name) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text size="sm" lineClamp={2}>
                {c.last_message}
              </Text>
            </UnstyledButton>
          </Card>
        ))}
      </Stack>
      <InboxPager page={page} count={inbox.data?.count ?? 0} pageSize={PAGE_SIZE} onPage={onPage} />
    </Stack>
  );
}
