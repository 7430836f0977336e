import { useCallback, useState } from 'react';
import { Button, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFolderPlus, IconUpload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { TMediaFile } from '@ared/contract/media';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { useAuthStore } from '../../../lib/auth-store';
import { CategoriesTable } from '../components/categories-table';
import { OfflineMediaTable } from '../components/offline-media-table';
import { OFFLINE_FILES_TABS, parseOfflineFilesTab, type OfflineFilesTab } from '../offline-files-tabs';
import { MEDIA_PAGE_TEXTS as T } from '../texts';
import { AddMediaDialog, NewCategoryDialog } from '../components/media-dialogs';

/**
 * /offline-files (part 2 §2): Partner Realms Media, Sme Realms Media and Realm Categories (tab, page, page
 * size and search in the URL), Add Media and New Category.
 */
export function OfflineFilesPage() {
  const partnerId = useAuthStore((s) => s.partnerId);
  const [params, setParams] = useSearchParams();
  const tab = parseOfflineFilesTab(params.get('tab'));
  const list = useListParams();
  const [isAddOpen, addModal] = useDisclosure(false);
  const [isCategoryOpen, categoryModal] = useDisclosure(false);
  const [listed, setListed] = useState<readonly TMediaFile[]>([]);
  const keepListed = useCallback((rows: readonly TMediaFile[]) => setListed(rows), []);

  // A new tab starts on its first page with no search; the page size is kept.
  const selectTab = (next: OfflineFilesTab) =>
    setParams(
      (prev) => {
        const kept = new URLSearchParams();
        const size = prev.get('page_size');
        if (size) kept.set('page_size', size);
        if (next !== 'partner') kept.set('tab', next);
        return kept;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={T.offlineFiles.title}
        description={T.offlineFiles.description}
        actions={
          <>
            <Button variant="default" leftSection={<IconFolderPlus size={16} />} onClick={categoryModal.open}>
              {T.offlineFiles.newCategory}
            </Button>
            <Button leftSection={<IconUpload size={16} />} onClick={addModal.open}>
              {T.offlineFiles.addMedia}
            </Button>
          </>
        }
      />
      <Tabs value={tab} onChange={(v) => selectTab(parseOfflineFilesTab(v))} mb="md">
        <ScrollingTabList>
          {OFFLINE_FILES_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {T.offlineFiles.tabs[t]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      {partnerId !== null &&
        (tab === 'categories' ? (
          <CategoriesTable partnerId={partnerId} list={list} />
        ) : (
          <OfflineMediaTable key={tab} tab={tab} partnerId={partnerId} list={list} onRows={keepListed} />
        ))}
      <AddMediaDialog opened={isAddOpen} onClose={addModal.close} variant="offline-files" listed={listed} />
      <NewCategoryDialog
        opened={isCategoryOpen}
        onClose={categoryModal.close}
        successText={T.categoryAdded}
      />
    </>
  );
}
