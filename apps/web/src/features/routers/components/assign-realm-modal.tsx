import { useAuthStore } from '../../../lib/auth-store';
import { useRealmOptions } from '../api/get-realm-options';
import { ROUTERS_TEXTS } from '../texts';
import { AssignPickerModal } from './assign-picker-modal';

type Props = {
  opened: boolean;
  count: number;
  isSubmitting: boolean;
  onClose: () => void;
  onSubmit: (realmId: number) => void;
};

function useRealmPickerOptions(search: string) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const query = useRealmOptions(partnerId, search, true);
  return {
    options: (query.data?.results ?? []).map((r) => ({ value: String(r.id), label: r.name })),
    isFetching: query.isFetching,
  };
}

/** Realm assignment requires choosing a realm (spec part 1 §5). */
export function AssignRealmModal(props: Props) {
  return (
    <AssignPickerModal {...props} texts={ROUTERS_TEXTS.assignRealm} useOptions={useRealmPickerOptions} />
  );
}
