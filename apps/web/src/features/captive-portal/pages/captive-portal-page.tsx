import { useState } from 'react';
import type { TCaptivePortal } from '@ared/contract/captive-portal';
import { PageHeader } from '../../../components/page-header';
import { PortalsTable } from '../components/portals-table';
import { PORTAL_PAGE_TEXTS as T } from '../texts';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Dialogs are loaded on first use (decision 089): none is needed to show the page.
const CustomizeModal = dialogOnFirstUse(
  () => import('../components/customize-modal').then((m) => m.CustomizeModal),
  'portal',
);

/** /captive-portal, the Landing Page Builder (part 2 §2): one portal per router, customized in a dialog. */
export function CaptivePortalPage() {
  const [customized, setCustomized] = useState<TCaptivePortal | null>(null);
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <PortalsTable onCustomize={setCustomized} />
      <CustomizeModal portal={customized} onClose={() => setCustomized(null)} />
    </>
  );
}
