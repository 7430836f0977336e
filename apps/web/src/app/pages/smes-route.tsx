import { SmesPage } from '../../features/smes/pages/smes-page';
import { SmeBillingModal, SmeBillingTab } from './sme-billing-parts';

/** /smes: the SME lists with the billing feature's tabs and per-SME popup. */
export function SmesRoute() {
  return <SmesPage BillingTab={SmeBillingTab} BillingModal={SmeBillingModal} />;
}
