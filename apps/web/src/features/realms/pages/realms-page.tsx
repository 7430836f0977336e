import { useEffect, useMemo } from 'react';
import { REALM_ORDERING } from '@ared/contract/realm-fields';
import { Alert, Button, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { useRealms } from '../api/get-realms';
import { realmsColumns } from '../components/realms-columns';
import { REALM_TABS, REALM_TAB_KIND, parseRealmTab, tabOfKind, type RealmTab } from '../realm-rules';
import { REALMS_TEXTS as T } from '../texts';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { listPagination } from '../../../components/data-table/list-pagination';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Dialogs are loaded on first use (decision 089): none is needed to show the page.
const AddRealmModal = dialogOnFirstUse(
  () => import('../components/add-realm-modal').then((m) => m.AddRealmModal),
  'opened',
);

/** /realms: Partner Realms (default) and Sme Realms; tab, page and search live in the URL. */
export function RealmsPage() {
  const partnerId = useAuthStore((s) => s.partnerId);
  const [params, setParams] = useSearchParams();
  const tab = parseRealmTab(params.get('tab'));
  const list = useListParams({ sortKeys: REALM_ORDERING });
  const [isAddOpen, add] = useDisclosure(false);
  const query = useRealms(partnerId, {
    type: REALM_TAB_KIND[tab],
    page: list.page,
    page_size: list.pageSize,
    search: list.search,
    ordering: list.ordering,
  });
  const columns = useMemo(() => realmsColumns(tab), [tab]);

  useEffect(() => {
    // List fetch failures are only logged (spec part 1 §8); the page offers a retry.
    if (query.error) console.error('Could not fetch realms', query.error);
  }, [query.error]);

  // A new tab starts on its first page, with the page size kept and no search.
  const selectTab = (next: RealmTab) =>
    setParams(
      (prev) => {
        const keep = new URLSearchParams();
        const size = prev.get('page_size');
        if (size) keep.set('page_size', size);
        if (next !== 'partner') keep.set('tab', next);
        return keep;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={add.open}>
            {T.add.open}
          </Button>
        }
      />
      <Tabs value={tab} onChange={(v) => selectTab(parseRealmTab(v))} mb="md">
        <ScrollingTabList>
          {REALM_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {T.tabs[t]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      {query.isError && (
        <Alert color="red" variant="light" mb="md" title={T.fetchFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      )}
      <DataTable
        aria-label={T.tabs[tab]}
        rows={query.data?.results ?? []}
        columns={columns}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.name}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        minWidth={tab === 'sme' ? 760 : 640}
        sort={list.sort}
        onSortChange={list.setSort}
        search={{ value: list.search, onChange: list.setSearch, placeholder: T.search }}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
      <AddRealmModal
        opened={isAddOpen}
        onClose={add.close}
        defaultType={REALM_TAB_KIND[tab]}
        onCreated={(kind) => {
          if (tabOfKind(kind) !== tab) selectTab(tabOfKind(kind));
        }}
      />
    </>
  );
}
