import { PartnerRealmSelect } from '../../../entities/realm/ui/partner-realm-select';
import { VOUCHERS_TEXTS } from '../texts';

const T = VOUCHERS_TEXTS.create;

type Props = { value: string | null; onChange: (value: string | null) => void };

/**
 * An extension of the spec's form (decision 022): a voucher may be limited to one of the partner's realms.
 * Optional; without one the voucher works on all the partner's routers.
 */
export function VoucherRealmSelect({ value, onChange }: Props) {
  return (
    <PartnerRealmSelect
      label={T.realm}
      placeholder={T.realmPlaceholder}
      description={T.realmHint}
      isRequired={false}
      value={value}
      onChange={onChange}
      nothingFoundMessage={T.realmNothingFound}
    />
  );
}
