import { useEffect } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import type { TSubscriptionPlan } from '@ared/contract/subscriptions';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PLAN_PAGE_SIZE, PLAN_PAGE_SIZES, formatPlanPrice, pageOfRows } from '../subscription-rules';
import { SUBSCRIPTION_TEXTS as T } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';
import { RatesNote } from '../../../components/rates-note';
import { PlanFeatures } from '../../../components/plan-features/plan-features';
import { formatMoney } from '../../../lib/money';
import { type DisplayMoney, useDisplayMoney } from '../../../lib/use-display-money';

const baseColumns: DataTableColumn<TSubscriptionPlan>[] = [
  {
    id: 'name',
    header: T.columns.name,
    render: (p) => (
      <Text size="sm" fw={600}>
        {p.name}
      </Text>
    ),
  },
  { id: 'price', header: T.columns.price, render: (p) => formatPlanPrice(p.price) },
  { id: 'currency', header: T.columns.currency, render: (p) => p.currency },
  // What each plan means, from the contract's one definition; the server enforces the same (decision 069).
  { id: 'features', header: T.columns.features, render: (p) => <PlanFeatures plan={p.name} /> },
];

/** Price in the partner's display currency, when a plan's currency is another (decision 061). */
const displayColumn = (
  currency: string,
  convert: DisplayMoney['convert'],
): DataTableColumn<TSubscriptionPlan> => ({
  id: 'display_price',
  header: T.columns.displayPrice(currency),
  // On a phone the features matter more than the converted price (the rates note stays under the table).
  priority: 3,
  render: (p) => {
    const c = convert(p.price, p.currency);
    if (!c) return null;
    return c.ok ? formatMoney(c.to.amount, c.to.currency) : T.noRate(c.missing);
  },
});

type SubscriptionPlansTableProps = {
  plans: readonly TSubscriptionPlan[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
};

/** The partner's plans: Name, Price, Currency, 5 a page to start with (paged here: the call answers a list). */
export function SubscriptionPlansTable({ plans, isLoading, isError, onRetry }: SubscriptionPlansTableProps) {
  const list = useListParams({ defaultPageSize: PLAN_PAGE_SIZE, pageSizeOptions: PLAN_PAGE_SIZES });
  const all = plans ?? [];
  const money = useDisplayMoney();
  const display = money.displayCurrency;
  const isMixed = display !== undefined && all.some((p) => p.currency !== display);
  const columns = isMixed ? [...baseColumns, displayColumn(display, money.convert)] : baseColumns;

  useEffect(() => {
    // List fetch failures are only logged (spec part 2 §8); the page offers a retry.
    if (isError) console.error('Could not fetch the subscription plans');
  }, [isError]);

  return (
    <>
      {isError && (
        <Alert color="red" variant="light" mb="md" title={T.fetchFailed}>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {T.retry}
          </Button>
        </Alert>
      )}
      <DataTable
        aria-label={T.tableLabel}
        rows={pageOfRows(all, list.page, list.pageSize)}
        columns={columns}
        getRowId={(p) => p.id}
        isLoading={isLoading}
        emptyText={T.empty}
        minWidth={320}
        pagination={{ ...listPagination(list, all.length), pageSizeOptions: PLAN_PAGE_SIZES }}
      />
      {isMixed && <RatesNote mt="xs" conversions={all.map((p) => money.convert(p.price, p.currency))} />}
    </>
  );
}
