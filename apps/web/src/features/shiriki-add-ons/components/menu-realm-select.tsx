import type { ReactNode } from 'react';
import { PartnerRealmSelect } from '../../../entities/realm/ui/partner-realm-select';
import { SHIRIKI_TEXTS } from '../texts';

const T = SHIRIKI_TEXTS.upload;

type Props = { value: string | null; onChange: (value: string | null) => void; error?: ReactNode };

/** The realm whose portal links the menu. */
export function MenuRealmSelect(props: Props) {
  return (
    <PartnerRealmSelect
      {...props}
      label={T.realm}
      placeholder={T.realmPlaceholder}
      nothingFoundMessage={T.realmNothingFound}
    />
  );
}
