import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { COUPON_ORDERING } from '@ared/contract/billing-fields';
import { DataTable } from '../../../components/data-table/data-table';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useCoupons } from '../api/billing-coupons';
import { BILLING_PAGE_SIZE_OPTIONS } from '../billing-tabs';
import { useCan } from '../../../lib/use-can';
import { couponColumns } from './coupon-columns';
import { BILLING_TEXTS } from '../texts';
import { useBillingListParams } from './use-billing-list-params';
import { listPagination } from '../../../components/data-table/list-pagination';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Loaded on its first opening, or at the first interaction (decision 099): not needed to show the list.
const CreateCouponModal = dialogOnFirstUse(
  () => import('./create-coupon-modal').then((m) => m.CreateCouponModal),
  'opened',
);

/** The Discount Coupons list with its Create Coupon button (spec part 1 §2, §5). */
export function CouponsTable({ smeId }: { smeId?: number }) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const list = useBillingListParams(smeId === undefined, COUPON_ORDERING);
  const query = useCoupons(partnerId, {
    sme: smeId,
    ordering: list.ordering,
    page: list.page,
    page_size: list.pageSize,
  });
  const [isCreateOpen, create] = useDisclosure(false);
  // Coupons are money: partner_admin only (decision 011).
  const canCreate = useCan('admin');

  useEffect(() => {
    // The one list failure the spec shows (part 1 §8); a refetch that fails again says it again.
    if (query.errorUpdatedAt) notify.error(BILLING_TEXTS.coupon.fetchFailed);
  }, [query.errorUpdatedAt]);

  return (
    <>
      <DataTable
        aria-label={BILLING_TEXTS.tableLabel['discount-coupons']}
        rows={query.data?.results ?? []}
        columns={couponColumns}
        getRowId={(c) => c.id}
        getRowLabel={(c) => c.code}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        emptyText={BILLING_TEXTS.empty['discount-coupons']}
        minWidth={760}
        sort={list.sort}
        onSortChange={list.setSort}
        toolbar={
          canCreate && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={create.open}>
              {BILLING_TEXTS.coupon.open}
            </Button>
          )
        }
        pagination={{
          ...listPagination(list, query.data?.count ?? 0),
          pageSizeOptions: BILLING_PAGE_SIZE_OPTIONS,
        }}
      />
      <CreateCouponModal opened={isCreateOpen} onClose={create.close} smeId={smeId} />
    </>
  );
}
