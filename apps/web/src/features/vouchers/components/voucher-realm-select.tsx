import { ServerSearchSelect } from '../../../components/server-search-select';
import { useRealmOptions } from '../../../entities/realm/api/get-realm-options';
import { realmOption } from '../../../entities/realm/realm-option';
import { useAuthStore } from '../../../lib/auth-store';
import { VOUCHERS_TEXTS } from '../texts';

const T = VOUCHERS_TEXTS.create;

function useRealmPickerOptions(search: string) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const query = useRealmOptions(partnerId, search, true);
  return { options: (query.data?.results ?? []).map(realmOption), isFetching: query.isFetching };
}

type Props = { value: string | null; onChange: (value: string | null) => void };

/**
 * An extension of the spec's form (decision 022): a voucher may be limited to one of the partner's realms.
 * Optional; without one the voucher works on all the partner's routers.
 */
export function VoucherRealmSelect({ value, onChange }: Props) {
  return (
    <ServerSearchSelect
      label={T.realm}
      placeholder={T.realmPlaceholder}
      description={T.realmHint}
      isRequired={false}
      value={value}
      onChange={onChange}
      useOptions={useRealmPickerOptions}
      nothingFoundMessage={T.realmNothingFound}
    />
  );
}
