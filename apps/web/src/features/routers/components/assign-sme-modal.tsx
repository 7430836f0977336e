import { useSmeOptions } from '../../../entities/sme/api/get-sme-options';
import { useAuthStore } from '../../../lib/auth-store';
import { ROUTERS_TEXTS } from '../texts';
import { AssignPickerModal } from './assign-picker-modal';

type Props = {
  opened: boolean;
  count: number;
  isSubmitting: boolean;
  onClose: () => void;
  onSubmit: (smeId: number) => void;
};

function useSmePickerOptions(search: string, enabled: boolean) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const query = useSmeOptions(partnerId, { search }, enabled);
  return {
    options: (query.data?.results ?? []).map((s) => ({
      value: String(s.id),
      label: `${s.name} (${s.unique_id})`,
    })),
    isFetching: query.isFetching,
  };
}

/** SME assignment requires choosing an SME (spec part 1 §5). */
export function AssignSmeModal(props: Props) {
  return <AssignPickerModal {...props} texts={ROUTERS_TEXTS.assignSme} useOptions={useSmePickerOptions} />;
}
