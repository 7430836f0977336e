// The billing feature's parts the SME screens show, composed here so that neither feature imports the other.
import { Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { SmeBillingModalSlot, SmeBillingTabSlot } from '../../features/smes/sme-billing-slots';
import { dialogOnFirstUse } from '../../components/dialog-on-first-use';
import { loadOnFirstUse } from '../../lib/load-on-first-use';

// The three billing tabs' tables (and their forms) come when a billing tab is first shown, or at the first
// interaction with the page (decision 089): the SME lists, the page's first view, do not need them.
const { Part: BillingTabPanel } = loadOnFirstUse(() =>
  import('../../features/billing/components/billing-tab-panel').then((m) => ({ default: m.BillingTabPanel })),
);
/** The billing feature's table for a billing tab of /smes. */
export const SmeBillingTab: SmeBillingTabSlot = ({ tab }) => (
  <Suspense fallback={<Skeleton h={360} radius="lg" />}>
    <BillingTabPanel tab={tab} />
  </Suspense>
);

// The per-SME billing popup (its tabs, tables and payment forms) is not needed to show the page (decision 089).
/** The billing feature's per-SME popup, for /smes and /smes/{id}. */
export const SmeBillingModal: SmeBillingModalSlot = dialogOnFirstUse(
  () => import('../../features/billing/components/sme-billing-modal').then((m) => m.SmeBillingModal),
  'sme',
);
