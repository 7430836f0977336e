import { useMutation } from '@tanstack/react-query';
import { voucherApi } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';

export type BatchFile = 'pdf' | 'csv';

/**
 * GET /admin/vouchers/batches/{batch}/sheet.pdf or .csv with the bearer token, saved as
 * vouchers-{batch}.pdf / .csv: a link cannot carry the token, so the file is fetched and handed over.
 */
export async function downloadBatch({ batch, file }: { batch: string; file: BatchFile }): Promise<void> {
  const blob = await voucherApi.requestBlob(
    `admin/vouchers/batches/${encodeURIComponent(batch)}/sheet.${file}`,
  );
  saveFile(blob, `vouchers-${batch}.${file}`);
}

export const useDownloadBatch = () => useMutation({ mutationFn: downloadBatch });
