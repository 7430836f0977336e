import { Button, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RegisterSmeDialog } from '../components/sme-dialogs';
import { SmesTable } from '../components/smes-table';
import { SME_TAB_BUTTONS, isBillingTab, parseSmePageTab, type SmePageTab } from '../sme-rules';
import type { SmeBillingModalSlot, SmeBillingTabSlot } from '../sme-billing-slots';
import { SMES_TEXTS as T } from '../texts';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';

/** Tabs stay on one line and scroll sideways on phones. */

type SmesPageProps = {
  /** The billing feature's table for the Subscription Billing, SMS Billing and Discount Coupons tabs. */
  BillingTab: SmeBillingTabSlot;
  /** The billing feature's per-SME popup, opened from a row. */
  BillingModal: SmeBillingModalSlot;
};

function TabContent({ tab, BillingTab, BillingModal }: SmesPageProps & { tab: SmePageTab }) {
  // Keyed by tab: the list (and its row selection) starts afresh on every tab change (spec part 1 §2).
  return isBillingTab(tab) ? (
    <BillingTab key={tab} tab={tab} />
  ) : (
    <SmesTable key={tab} tab={tab} BillingModal={BillingModal} />
  );
}

/**
 * /smes: the SME list tabs and the three billing tabs; the tab lives in ?tab= and is read on load.
 * Composed in app/ with the billing feature's tables and popup.
 */
export function SmesPage({ BillingTab, BillingModal }: SmesPageProps) {
  const [params, setParams] = useSearchParams();
  const tab = parseSmePageTab(params.get('tab'));
  const [isRegisterOpen, register] = useDisclosure(false);

  // A new tab starts on its first page, unsearched: page and search of one list mean nothing to another.
  const selectTab = (value: string | null) => {
    const next = parseSmePageTab(value);
    setParams(next === 'all' ? {} : { tab: next });
  };

  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={register.open}>
            {T.add}
          </Button>
        }
      />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <ScrollingTabList mb="md">
          {SME_TAB_BUTTONS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {T.tabs[t]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      <TabContent tab={tab} BillingTab={BillingTab} BillingModal={BillingModal} />
      <RegisterSmeDialog opened={isRegisterOpen} onClose={register.close} />
    </>
  );
}
