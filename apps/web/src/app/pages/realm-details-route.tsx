import type { TRealm } from '@ared/contract/realms';
import type { DetailsTab } from '../../components/details-tabs';
import { RealmAdvertsTab } from '../../features/adverts/components/realm-adverts-tab';
import { RealmOfflineFilesTab } from '../../features/media/components/realm-offline-files-tab';
import { RealmDetailsPage } from '../../features/realms/pages/realm-details-page';
import { RealmVouchersTab } from '../../features/vouchers/components/realm-vouchers-tab';
import { COMPOSED_TAB_TEXTS as T } from './texts';

/**
 * The realm page's tabs after Realms Details, in the spec's order, each its feature's own panel.
 */
export const REALM_DETAILS_TABS: readonly DetailsTab<TRealm>[] = [
  { value: 'vouchers', label: T.realm.vouchers, Panel: RealmVouchersTab },
  { value: 'adverts', label: T.realm.adverts, Panel: RealmAdvertsTab },
  { value: 'offline-files', label: T.realm.offlineFiles, Panel: RealmOfflineFilesTab },
];

/** /realms/{id}/details. */
export function RealmDetailsRoute() {
  return <RealmDetailsPage tabs={REALM_DETAILS_TABS} />;
}
