import type { ReactNode } from 'react';
import { PartnerRealmSelect } from '../../../entities/realm/ui/partner-realm-select';
import { MEDIA_PAGE_TEXTS } from '../texts';

const T = MEDIA_PAGE_TEXTS.upload;

type Props = { value: string | null; onChange: (value: string | null) => void; error?: ReactNode };

/** The realm a file or category belongs to: the partner's own realms and its SMEs'. */
export function MediaRealmSelect(props: Props) {
  return (
    <PartnerRealmSelect
      {...props}
      label={T.realm}
      placeholder={T.realmPlaceholder}
      nothingFoundMessage={T.realmNothingFound}
    />
  );
}
