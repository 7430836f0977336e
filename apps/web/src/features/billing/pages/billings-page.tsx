import { Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useHeaderDate } from '../../../lib/use-header-date';
import { BILLING_TABS, parseBillingTab, type BillingTab } from '../billing-tabs';
import { BillingTabPanel } from '../components/billing-tab-panel';
import { BILLING_TEXTS } from '../texts';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';

/**
 * /billings (spec part 1 §2 Billing page): Subscription Plan + Add-Ons (default), SMS Package and
 * Discount Coupons; the tab, page and page size live in the URL.
 */
export function BillingsPage() {
  const today = useHeaderDate();
  const [params, setParams] = useSearchParams();
  const tab = parseBillingTab(params.get('tab'));

  // A new tab starts on its first page with the page size kept.
  const selectTab = (next: BillingTab) =>
    setParams((prev) => {
      const kept = new URLSearchParams();
      const size = prev.get('page_size');
      if (size) kept.set('page_size', size);
      kept.set('tab', next);
      return kept;
    });

  return (
    <>
      <PageHeader
        title={BILLING_TEXTS.pageTitle}
        description={
          <Text span data-testid="billing-today">
            {today}
          </Text>
        }
      />
      <Tabs value={tab} onChange={(v) => selectTab(parseBillingTab(v))} keepMounted={false}>
        <ScrollingTabList mb="md">
          {BILLING_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {BILLING_TEXTS.tabs[t]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      <BillingTabPanel tab={tab} />
    </>
  );
}
