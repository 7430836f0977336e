import type { TRealm } from '@ared/contract/realms';
import type { DetailsTab } from '../../components/details-tabs';
import { PlaceholderCard } from '../../components/placeholder-card';
import { RealmOfflineFilesTab } from '../../features/media/components/realm-offline-files-tab';
import { RealmDetailsPage } from '../../features/realms/pages/realm-details-page';
import { RealmVouchersTab } from '../../features/vouchers/components/realm-vouchers-tab';
import { COMPOSED_TAB_TEXTS as T } from './texts';

/** A realm tab whose feature has not landed yet: a labelled placeholder until that feature fills it. */
const laterTab = (value: string, label: string): DetailsTab<TRealm> => ({
  value,
  label,
  Panel: () => (
    <PlaceholderCard title={label} size="tab" testId="realm-tab-placeholder" body={T.laterBody(label)} />
  ),
});

/**
 * The realm page's tabs after Realms Details, in the spec's order. The adverts feature replaces its entry
 * with its own panel, as the vouchers and media features did.
 */
export const REALM_DETAILS_TABS: readonly DetailsTab<TRealm>[] = [
  { value: 'vouchers', label: T.realm.vouchers, Panel: RealmVouchersTab },
  laterTab('adverts', T.realm.adverts),
  { value: 'offline-files', label: T.realm.offlineFiles, Panel: RealmOfflineFilesTab },
];

/** /realms/{id}/details. */
export function RealmDetailsRoute() {
  return <RealmDetailsPage tabs={REALM_DETAILS_TABS} />;
}
