import { BillingTabPanel } from '../../features/billing/components/billing-tab-panel';
import { SmeBillingModal } from '../../features/billing/components/sme-billing-modal';
import type { SmeBillingTabSlot } from '../../features/smes/sme-billing-slots';
import { SmeDetailsPage } from '../../features/smes/pages/sme-details-page';
import { SmesPage } from '../../features/smes/pages/smes-page';

const SmeBillingTab: SmeBillingTabSlot = ({ tab }) => <BillingTabPanel tab={tab} />;

/** /smes: the SME lists with the billing feature's tabs and per-SME popup. */
export function SmesRoute() {
  return <SmesPage BillingTab={SmeBillingTab} BillingModal={SmeBillingModal} />;
}

/** /smes/{id}: the SME's details with the billing feature's popup behind View Billing. */
export function SmeDetailsRoute() {
  return <SmeDetailsPage BillingModal={SmeBillingModal} />;
}
