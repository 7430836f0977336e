import type { TRealm } from '@ared/contract/realms';
import type { DetailsTab } from '../../components/details-tabs';
import { RealmDetailsPage } from '../../features/realms/pages/realm-details-page';
import { loadOnFirstUse } from '../../lib/load-on-first-use';
import { COMPOSED_TAB_TEXTS as T } from './texts';

// Each tab's panel comes when the tab is reached for (a pointer over it, the focus, a `?tab=` link), not
// with the realm's details most visits are for (issue 29 §7, decision 104).
const vouchers = loadOnFirstUse(() =>
  import('../../features/vouchers/components/realm-vouchers-tab').then((m) => ({
    default: m.RealmVouchersTab,
  })),
);
const adverts = loadOnFirstUse(() =>
  import('../../features/adverts/components/realm-adverts-tab').then((m) => ({ default: m.RealmAdvertsTab })),
);
const offlineFiles = loadOnFirstUse(() =>
  import('../../features/media/components/realm-offline-files-tab').then((m) => ({
    default: m.RealmOfflineFilesTab,
  })),
);

/**
 * The realm page's tabs after Realms Details, in the spec's order, each its feature's own panel.
 */
export const REALM_DETAILS_TABS: readonly DetailsTab<TRealm>[] = [
  { value: 'vouchers', label: T.realm.vouchers, Panel: vouchers.Part, preload: vouchers.preload },
  { value: 'adverts', label: T.realm.adverts, Panel: adverts.Part, preload: adverts.preload },
  {
    value: 'offline-files',
    label: T.realm.offlineFiles,
    Panel: offlineFiles.Part,
    preload: offlineFiles.preload,
  },
];

/** /realms/{id}/details. */
export function RealmDetailsRoute() {
  return <RealmDetailsPage tabs={REALM_DETAILS_TABS} />;
}
