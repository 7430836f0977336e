import { Button, Group } from '@mantine/core';
import { IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { notify } from '../../../lib/notify';
import { useDownloadBatch, type BatchFile } from '../api/download-batch';
import { VOUCHERS_TEXTS } from '../texts';

const T = VOUCHERS_TEXTS.batches;

/**
 * One past batch's sheet (PDF) and CSV, fetched with the bearer token and saved. Each button's name starts
 * with its visible text and names the batch (axe label-content-name-mismatch; several rows have the same).
 */
export function BatchDownloadButtons({ batchId, created }: { batchId: string; created: string }) {
  const download = useDownloadBatch();
  const fetching = download.isPending ? download.variables?.file : undefined;
  const get = async (file: BatchFile) => {
    try {
      await download.mutateAsync({ batch: batchId, file });
    } catch {
      notify.error(VOUCHERS_TEXTS.create.printFailed);
    }
  };
  return (
    <Group gap="xs">
      <Button
        size="xs"
        leftSection={<IconPrinter size={14} />}
        aria-label={T.pdfOf(created)}
        loading={fetching === 'pdf'}
        disabled={fetching === 'csv'}
        onClick={() => void get('pdf')}
      >
        {T.pdf}
      </Button>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconFileTypeCsv size={14} />}
        aria-label={T.csvOf(created)}
        loading={fetching === 'csv'}
        disabled={fetching === 'pdf'}
        onClick={() => void get('csv')}
      >
        {T.csv}
      </Button>
    </Group>
  );
}
