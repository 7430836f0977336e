import type { ReactNode } from 'react';
import { ServerSearchSelect } from '../../../components/server-search-select';
import { useRealmOptions } from '../../../entities/realm/api/get-realm-options';
import { realmOption } from '../../../entities/realm/realm-option';
import { useAuthStore } from '../../../lib/auth-store';
import { MEDIA_PAGE_TEXTS } from '../texts';

const T = MEDIA_PAGE_TEXTS.upload;

function useRealmPickerOptions(search: string) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const query = useRealmOptions(partnerId, search, true);
  return { options: (query.data?.results ?? []).map(realmOption), isFetching: query.isFetching };
}

type Props = { value: string | null; onChange: (value: string | null) => void; error?: ReactNode };

/** The partner's realms (its own and its SMEs'), searched on the server: GET realms/?partner={id}. */
export function MediaRealmSelect({ value, onChange, error }: Props) {
  return (
    <ServerSearchSelect
      label={T.realm}
      placeholder={T.realmPlaceholder}
      value={value}
      onChange={onChange}
      error={error}
      useOptions={useRealmPickerOptions}
      nothingFoundMessage={T.realmNothingFound}
    />
  );
}
