import { useState } from 'react';
import type { TAdvert } from '@ared/contract/adverts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteAdvert } from '../api/delete-advert';
import { ADVERT_PAGE_TEXTS as T } from '../texts';

/** Delete behind the shared confirmation, with the spec's toasts (part 2 §8): detail or the fallback. */
export function useDeleteAdvertDialog({ onDeleted }: { onDeleted?: () => void } = {}) {
  const [pending, setPending] = useState<TAdvert | null>(null);
  const remove = useDeleteAdvert();
  const confirm = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      notify.success(T.deleted);
      onDeleted?.();
    } catch (error) {
      notify.error(serverMessage(error) ?? T.deleteFailed);
    } finally {
      setPending(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title={T.confirmDelete.title}
      message={T.confirmDelete.message(pending?.title ?? '')}
      confirmLabel={T.confirmDelete.confirm}
      cancelLabel={T.confirmDelete.cancel}
      isDanger
      isLoading={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}
