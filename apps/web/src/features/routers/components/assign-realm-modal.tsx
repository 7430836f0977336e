import { useRealmOptions } from '../../../entities/realm/api/get-realm-options';
import { realmOption } from '../../../entities/realm/realm-option';
import { useAuthStore } from '../../../lib/auth-store';
import { ROUTERS_TEXTS } from '../texts';
import { AssignPickerModal } from './assign-picker-modal';

type Props = {
  opened: boolean;
  count: number;
  isSubmitting: boolean;
  onClose: () => void;
  onSubmit: (realmId: number) => void;
};

function useRealmPickerOptions(search: string, enabled: boolean) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const query = useRealmOptions(partnerId, search, enabled);
  return { options: (query.data?.results ?? []).map(realmOption), isFetching: query.isFetching };
}

/** Realm assignment requires choosing a realm (spec part 1 §5); each option says whose realm it is. */
export function AssignRealmModal(props: Props) {
  return (
    <AssignPickerModal {...props} texts={ROUTERS_TEXTS.assignRealm} useOptions={useRealmPickerOptions} />
  );
}
