import { useEffect, useMemo } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TBilling } from '@ared/contract/billing';
import { DataTable } from '../../../components/data-table/data-table';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { useAuthStore } from '../../../lib/auth-store';
import { useCan } from '../../../lib/use-can';
import { useBillings } from '../api/billing-list';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { canOfferMarkPaid } from '../billing-rules';
import { BILLING_PAGE_SIZE_OPTIONS, type BillingKind } from '../billing-tabs';
import { BillingAccountActions } from './billing-account-actions';
import { billingColumns } from './billing-columns';
import { BILLING_TEXTS } from '../texts';
import { useBillingListParams } from './use-billing-list-params';
import { useSubscriptionsRetrieved } from './use-subscriptions-retrieved';
import { useMarkPaid } from './use-mark-paid';
import { listPagination } from '../../../components/data-table/list-pagination';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Loaded on its first opening, or at the first interaction (decision 099): not needed to show the list.
const MarkPaidDialog = dialogOnFirstUse(
  () => import('./mark-paid-dialog').then((m) => m.MarkPaidDialog),
  'billing',
);

const billingId = (b: TBilling) => b.id;

type BillingTableProps = {
  kind: BillingKind;
  /** One SME's billings (the billing popup), with its Pause / Resume / Activate buttons. */
  smeId?: number;
  /** Called 2 s after a billing was marked paid (the popup closes then). */
  onBillingPaid?: () => void;
};

/** Each list's export (decision 051): every billing its filters select, as CSV. */
const EXPORT_PATHS: Record<BillingKind, string> = {
  subscription: 'partner/billing/export/',
  sms: 'partner/sms-package/billing/export/',
};

/** A subscription or SMS billing list with selection and Mark As Paid (spec part 1 §2, §4). */
export function BillingTable({ kind, smeId, onBillingPaid }: BillingTableProps) {
  const partnerId = useAuthStore((s) => s.partnerId);
  // Marking paid, pausing and activating are money: partner_admin only (decision 011).
  const isAdmin = useCan('admin');
  const list = useBillingListParams(smeId === undefined);
  const query = useBillings(kind, partnerId, {
    sme: smeId,
    ordering: list.ordering,
    page: list.page,
    page_size: list.pageSize,
  });
  const rows = useMemo(() => query.data?.results ?? [], [query.data]);
  const selection = useRowSelection({ rows, getRowId: billingId });
  const markPaid = useMarkPaid(selection, onBillingPaid);
  // The unpaid cycle is counted from today; one date per mount keeps every row consistent.
  const columns = useMemo(() => billingColumns(kind, new Date()), [kind]);

  useSubscriptionsRetrieved(kind === 'subscription' && smeId === undefined && query.isSuccess, partnerId);
  useEffect(() => {
    // Billing fetch failures are only logged (spec part 1 §8); the table offers a retry.
    if (query.error) console.error('Could not fetch billings', query.error);
  }, [query.error]);

  // Above the table, not in its toolbar: often there is no button to show, and no empty bar then.
  const showAccountActions = isAdmin && kind === 'subscription' && smeId !== undefined;
  return (
    <>
      {query.isError && (
        <Alert color="red" variant="light" mb="md" title={BILLING_TEXTS.fetchFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {BILLING_TEXTS.retry}
          </Button>
        </Alert>
      )}
      {showAccountActions && (
        <BillingAccountActions
          smeId={smeId}
          billingCount={query.isPlaceholderData ? undefined : query.data?.count}
        />
      )}
      <DataTable
        aria-label={BILLING_TEXTS.tableLabel[kind]}
        rows={rows}
        columns={columns}
        getRowId={billingId}
        getRowLabel={(b) => `${b.sme.name} ${b.due_date}`}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        emptyText={BILLING_TEXTS.empty[kind]}
        minWidth={980}
        toolbar={
          <ExportCsvButton
            path={EXPORT_PATHS[kind]}
            query={{ sme: smeId }}
            fallbackName={`${kind}-billing.csv`}
          />
        }
        sort={list.sort}
        onSortChange={list.setSort}
        selection={selection}
        bulkActions={
          isAdmin &&
          canOfferMarkPaid(selection.selectedRows) && (
            <Button size="xs" leftSection={<IconCircleCheck size={14} />} onClick={markPaid.start}>
              {BILLING_TEXTS.markPaid.button}
            </Button>
          )
        }
        pagination={{
          ...listPagination(list, query.data?.count ?? 0),
          pageSizeOptions: BILLING_PAGE_SIZE_OPTIONS,
        }}
      />
      <MarkPaidDialog
        billing={markPaid.billing}
        isSubmitting={markPaid.isSubmitting}
        onCancel={markPaid.cancel}
        onConfirm={(values) => void markPaid.confirm(values)}
      />
    </>
  );
}
