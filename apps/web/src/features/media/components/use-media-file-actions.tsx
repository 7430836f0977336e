import { useState } from 'react';
import type { TMediaFile } from '@ared/contract/media';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeleteMediaFile } from '../api/delete-media-file';
import { useDisableMediaFile } from '../api/disable-media-file';
import { downloadMediaFile } from '../api/download-media-file';
import { MEDIA_PAGE_TEXTS as T } from '../texts';
import type { MediaFileHandlers } from './media-file-columns';

type Pending = { kind: 'disable' | 'delete'; file: TMediaFile } | null;

type Options = {
  /**
   * The failure toast of the disabling 'delete' (part 2 §8): All Media and Offline Files show the server's
   * detail, else 'Could not create media at this time'; the realm page says 'Could not delete media at
   * this time'.
   */
  disableFailure: 'detail-or-create' | 'realm';
  /** Offer the real delete (Offline Files). */
  canDelete: boolean;
  /** What the disabling action is called on this screen: 'delete' (All Media, realm tab) or 'disable'. */
  disableVerb: 'delete' | 'disable';
};

/** Download, disable and delete of listed files, each delete behind a confirmation. */
export function useMediaFileActions({ disableFailure, canDelete, disableVerb }: Options) {
  const [pending, setPending] = useState<Pending>(null);
  const disable = useDisableMediaFile();
  const remove = useDeleteMediaFile();

  const download = async (file: TMediaFile) => {
    try {
      await downloadMediaFile(file);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.actions.downloadFailed);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, file } = pending;
    try {
      if (kind === 'disable') {
        await disable.mutateAsync(file.id);
        notify.success(T.deleted);
      } else {
        await remove.mutateAsync(file.id);
        notify.success(T.deletedAlt);
      }
    } catch (error) {
      if (kind === 'delete') notify.error(T.deleteFailed);
      else if (disableFailure === 'realm') notify.error(T.realmDeleteFailed);
      else notify.error(serverMessage(error) ?? T.disableFailed);
    } finally {
      setPending(null);
    }
  };

  const handlers: MediaFileHandlers = {
    onDownload: (file) => void download(file),
    onDisable: (file) => setPending({ kind: 'disable', file }),
    onDelete: canDelete ? (file) => setPending({ kind: 'delete', file }) : undefined,
  };

  const name = pending?.file.original_file_name ?? '';
  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title={pending?.kind === 'delete' ? T.confirm.deleteTitle : T.confirm.disableTitle(disableVerb)}
      message={pending?.kind === 'delete' ? T.confirm.deleteMessage(name) : T.confirm.disableMessage(name)}
      confirmLabel={
        pending?.kind === 'delete' ? T.confirm.deleteConfirm : T.confirm.disableConfirm(disableVerb)
      }
      cancelLabel={T.confirm.cancel}
      isDanger
      isLoading={disable.isPending || remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );

  return { handlers, dialog };
}
