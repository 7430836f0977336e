import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TVoucherBatch } from '@ared/contract/vouchers';
import { formatListDateTime } from '../../../lib/format';
import { useVoucherBatches } from '../api/get-voucher-batches';
import { wholeMinutes } from '../voucher-format';
import { VOUCHERS_TEXTS } from '../texts';
import { BatchDownloadButtons } from './batch-download-buttons';
import { PageError } from './page-error';

const T = VOUCHERS_TEXTS.batches;

type Props = { opened: boolean; onClose: () => void };

/** The partner's past batches, newest first, each with its sheet (PDF) and CSV to download again. */
export function VoucherBatchesModal({ opened, onClose }: Props) {
  const query = useVoucherBatches(opened);
  const batches = query.data?.pages.flatMap((page) => page.batches) ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered radius="lg" size="lg">
      <Text size="sm" c="dimmed" mb="md">
        {T.hint}
      </Text>
      {query.isError && <PageError message={T.fetchFailed} onRetry={() => void query.refetch()} />}
      {query.isSuccess && batches.length === 0 && (
        <Text size="sm" data-testid="batches-empty">
          {T.empty}
        </Text>
      )}
      <Stack gap="xs" data-testid="voucher-batches">
        {batches.map((batch) => (
          <BatchRow key={batch.batch_id} batch={batch} />
        ))}
      </Stack>
      {query.hasNextPage && (
        <Group justify="center" mt="md">
          <Button
            variant="subtle"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {T.older}
          </Button>
        </Group>
      )}
    </Modal>
  );
}

/** Count, duration and realm; a batch whose vouchers differ says so rather than show one of them. */
const batchSummary = (batch: TVoucherBatch) =>
  batch.is_uniform
    ? `${T.count}: ${batch.count} · ${T.duration}: ${VOUCHERS_TEXTS.minutes(wholeMinutes(batch.duration))} · ${T.realm}: ${batch.realm?.name ?? T.allRouters}`
    : `${T.count}: ${batch.count} · ${T.mixed}`;

function BatchRow({ batch }: { batch: TVoucherBatch }) {
  const created = formatListDateTime(batch.created_at) ?? batch.created_at;
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      p="xs"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      data-testid="voucher-batch"
    >
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {created}
        </Text>
        <Text size="xs" c="dimmed">
          {batchSummary(batch)}
        </Text>
      </Stack>
      <BatchDownloadButtons batchId={batch.batch_id} created={created} />
    </Group>
  );
}
