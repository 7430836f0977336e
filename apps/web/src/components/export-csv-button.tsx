import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { api, voucherApi } from '../lib/http';
import { notify } from '../lib/notify';
import { saveFile } from '../lib/save-file';

export const EXPORT_CSV_TEXTS = {
  label: 'Export CSV',
  failed: 'Failed to export CSV. Please try again.',
} as const;

type ExportQuery = Record<string, string | number | boolean | null | undefined>;

export type ExportCsvButtonProps = {
  /** The API the list comes from: the main one (/v1) or the voucher service (/radius/{slug}). */
  service?: 'main' | 'voucher';
  /** The export's path, e.g. `routers/export/` (decision 051: the list's path + `export/`). */
  path: string;
  /** The list's current filters (no page: the export holds every row they select). */
  query: ExportQuery;
  /** The file name when the answer names none (the server's names the filters and the day). */
  fallbackName: string;
  /** Which list, when a page has several: the button's accessible name becomes 'Export CSV: {list}'. */
  listName?: string;
};

/**
 * 'Export CSV' for a list: fetches the server's export with the bearer token (a link cannot carry it) and
 * hands the file to the browser under the name the server gives it. The server streams every row the
 * filters select; the button waits for the whole file.
 */
export function ExportCsvButton({
  service = 'main',
  path,
  query,
  fallbackName,
  listName,
}: ExportCsvButtonProps) {
  const client = service === 'voucher' ? voucherApi : api;
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await client.requestDownload(path, { query });
      saveFile(blob, fileName ?? fallbackName);
    },
    onError: () => notify.error(EXPORT_CSV_TEXTS.failed),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      // Level with the inputs beside it in a toolbar, whose labels sit above them.
      style={{ alignSelf: 'flex-end' }}
      loading={download.isPending}
      aria-label={listName ? `${EXPORT_CSV_TEXTS.label}: ${listName}` : undefined}
      onClick={() => download.mutate()}
    >
      {EXPORT_CSV_TEXTS.label}
    </Button>
  );
}
