import { SmeDetailsPage } from '../../features/smes/pages/sme-details-page';
import { SmeBillingModal } from './sme-billing-parts';

// A module of its own, apart from /smes: each route loads only its own page (issue 29 §7).

/** /smes/{id}: the SME's details with the billing feature's popup behind View Billing. */
export function SmeDetailsRoute() {
  return <SmeDetailsPage BillingModal={SmeBillingModal} />;
}
