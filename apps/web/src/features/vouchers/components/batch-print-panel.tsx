import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import { useDownloadBatch, type BatchFile } from '../api/download-batch';
import { VOUCHERS_TEXTS } from '../texts';

const T = VOUCHERS_TEXTS.create;

type Props = { batchId: string; created: number; failed: number; onClose: () => void };

/** After a bulk create: the new vouchers as a printable PDF sheet or a CSV. */
export function BatchPrintPanel({ batchId, created, failed, onClose }: Props) {
  const download = useDownloadBatch();
  const fetching = download.isPending ? download.variables?.file : undefined;

  const get = async (file: BatchFile) => {
    try {
      await download.mutateAsync({ batch: batchId, file });
    } catch {
      notify.error(T.printFailed);
    }
  };

  return (
    <Stack gap="md" data-testid="batch-print-panel">
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
        {T.bulkCreated(created, failed)}
      </Alert>
      <Text size="sm" fw={500}>
        {T.printHeading}
      </Text>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Button
          leftSection={<IconPrinter size={16} />}
          loading={fetching === 'pdf'}
          disabled={fetching === 'csv'}
          onClick={() => void get('pdf')}
        >
          {T.printPdf}
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileTypeCsv size={16} />}
          loading={fetching === 'csv'}
          disabled={fetching === 'pdf'}
          onClick={() => void get('csv')}
        >
          {T.downloadCsv}
        </Button>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {T.close}
        </Button>
      </Group>
    </Stack>
  );
}
