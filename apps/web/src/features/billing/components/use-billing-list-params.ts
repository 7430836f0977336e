import { BILLING_ORDERING } from '@ared/contract/billing-fields';
import { useListParams } from '../../../components/data-table/use-list-params';
import { BILLING_PAGE_SIZE, BILLING_PAGE_SIZE_OPTIONS } from '../billing-tabs';

/**
 * Page, page size and sort of a billing list: in the URL on a page, in state inside the billing popup (whose
 * page must not leak into the SME list's URL). 5 rows by default (spec part 1 §9).
 */
export const useBillingListParams = (inUrl: boolean, sortKeys: readonly string[] = BILLING_ORDERING) =>
  useListParams({
    inUrl,
    defaultPageSize: BILLING_PAGE_SIZE,
    pageSizeOptions: BILLING_PAGE_SIZE_OPTIONS,
    sortKeys,
  });
