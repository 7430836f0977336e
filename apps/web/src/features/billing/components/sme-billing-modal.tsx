import { useState } from 'react';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BILLING_TABS, parseBillingTab } from '../billing-tabs';
import { BillingTabPanel } from './billing-tab-panel';
import { BILLING_TEXTS } from '../texts';

type SmeBillingModalProps = { sme: { id: number; name: string } | null; onClose: () => void };

function SmeBillingTabs({ smeId, onClose }: { smeId: number; onClose: () => void }) {
  const [tab, setTab] = useState(parseBillingTab(null));
  return (
    <Tabs value={tab} onChange={(v) => setTab(parseBillingTab(v))} keepMounted={false}>
      <ScrollingTabList mb="md">
        {BILLING_TABS.map((t) => (
          <Tabs.Tab key={t} value={t}>
            {BILLING_TEXTS.popupTabs[t]}
          </Tabs.Tab>
        ))}
      </ScrollingTabList>
      <BillingTabPanel tab={tab} smeId={smeId} onBillingPaid={onClose} />
    </Tabs>
  );
}

/**
 * The per-SME billing popup (spec part 1 §2): Subscription Billing, SMS Billing and Discount Coupons
 * of one SME. It closes 2 s after a billing was marked paid. Full screen on phones.
 */
export function SmeBillingModal({ sme, onClose }: SmeBillingModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={sme !== null}
      onClose={onClose}
      title={sme ? BILLING_TEXTS.popupTitle(sme.name) : undefined}
      size="80rem"
      fullScreen={isPhone}
      radius={isPhone ? 0 : 'lg'}
    >
      {/* Mounted per SME: each popup starts on Subscription Billing. */}
      {sme && <SmeBillingTabs key={sme.id} smeId={sme.id} onClose={onClose} />}
    </Modal>
  );
}
