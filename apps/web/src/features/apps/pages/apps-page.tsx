import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../lib/use-can';
import { ApksTable } from '../components/apks-table';
import { APPS_TEXTS as T } from '../texts';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Dialogs are loaded on first use (decision 089): none is needed to show the page.
const ApkUploadModal = dialogOnFirstUse(
  () => import('../components/apk-upload-modal').then((m) => m.ApkUploadModal),
  'opened',
);

/** /apps (part 2 §2 App Store): Recent APKs; partner admins upload and delete, everyone downloads. */
export function AppsPage() {
  const isAdmin = useCan('admin');
  const [isUploadOpen, uploadModal] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          isAdmin && (
            <Button leftSection={<IconPlus size={16} />} onClick={uploadModal.open}>
              {T.upload.open}
            </Button>
          )
        }
      />
      <ApksTable />
      {isAdmin && <ApkUploadModal opened={isUploadOpen} onClose={uploadModal.close} />}
    </>
  );
}
