import { Button, Group, Text } from '@mantine/core';
import { INBOX_TEXTS as T } from '../texts';

/** Previous / 'Page n of m' / Next under a list of the inbox; nothing when everything fits on one page. */
export function InboxPager({
  page,
  count,
  pageSize,
  onPage,
}: {
  page: number;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="space-between">
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {T.previous}
      </Button>
      <Text size="xs" c="dimmed">
        {T.pageOf(page, pages)}
      </Text>
      <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {T.next}
      </Button>
    </Group>
  );
}
