import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TBilling } from '@ared/contract/billing';
import { notify } from '../../../lib/notify';
import { useDownloadInvoice } from '../api/billing-invoice';
import { BILLING_TEXTS } from '../texts';

const T = BILLING_TEXTS.invoice;

/** Invoice Link: downloads the billing's (first) invoice as a PDF; a dash while it has none. */
export function InvoiceDownloadButton({ billing }: { billing: Pick<TBilling, 'billing_invoices'> }) {
  const download = useDownloadInvoice();
  const [invoice] = billing.billing_invoices;
  if (!invoice)
    return (
      <Text span c="dimmed">
        {BILLING_TEXTS.noValue}
      </Text>
    );
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      aria-label={T.label(invoice.invoice_number || String(invoice.id))}
      loading={download.isPending}
      onClick={() =>
        download.mutate(invoice, {
          onSuccess: () => notify.success(T.downloaded),
          onError: () => notify.error(T.failed),
        })
      }
    >
      {T.download}
    </Button>
  );
}
