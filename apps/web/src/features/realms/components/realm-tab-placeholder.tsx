import { PlaceholderCard } from '../../../components/placeholder-card';
import { REALM_DETAILS_TEXTS } from '../texts';

/** Vouchers, Adverts and Offline Files of a realm: their lists arrive with their own releases. */
export function RealmTabPlaceholder({ tab }: { tab: string }) {
  return (
    <PlaceholderCard
      title={tab}
      size="tab"
      testId="realm-tab-placeholder"
      body={REALM_DETAILS_TEXTS.placeholderBody(tab)}
    />
  );
}
