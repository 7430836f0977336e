import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { BackToListButton, RecordNotFound } from '../../../components/record-not-found';
import { ApiError } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { useRealm } from '../api/get-realm';
import { RealmEditModal } from '../components/realm-edit-modal';
import { RealmRoutersPanel } from '../components/realm-routers-panel';
import { RealmSummaryCard } from '../components/realm-summary-card';
import { RealmTabPlaceholder } from '../components/realm-tab-placeholder';
import { canEditRealm } from '../realm-rules';
import { REALM_DETAILS_TEXTS as T } from '../texts';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';

const TABS = ['details', 'vouchers', 'adverts', 'offline-files'] as const;
type DetailsTab = (typeof TABS)[number];
const parseTab = (raw: string | null): DetailsTab =>
  TABS.includes(raw as DetailsTab) ? (raw as DetailsTab) : 'details';

const parseId = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const BACK = { to: '/realms', label: T.back };

/** Tabs stay on one line and scroll sideways on phones. */

/** /realms/{id}/details: tabs Realms Details (summary and routers), Vouchers, Adverts, Offline Files. */
export function RealmDetailsPage() {
  const id = parseId(useParams().id);
  const role = useAuthStore((s) => s.user?.role);
  const query = useRealm(id);
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const [isEditOpen, edit] = useDisclosure(false);
  const realm = query.data;

  if (id === null || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <RecordNotFound
        pageTitle={T.title}
        title={T.notFoundTitle}
        body={T.notFoundBody}
        back={BACK}
        testId="realm-not-found"
      />
    );

  return (
    <>
      <PageHeader
        title={realm?.name ?? T.title}
        description={realm ? T.title : undefined}
        actions={<BackToListButton {...BACK} />}
      />
      {query.isError && (
        <Alert color="red" variant="light" mb="md" title={T.loadFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(v) => setParams(parseTab(v) === 'details' ? {} : { tab: parseTab(v) }, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabList mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {T.tabs[t]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
        <Tabs.Panel value="details">
          {realm ? (
            <Stack gap="lg">
              <RealmSummaryCard realm={realm} canEdit={canEditRealm(role, realm)} onEdit={edit.open} />
              <RealmRoutersPanel key={realm.id} realm={realm} />
            </Stack>
          ) : (
            !query.isError && <Skeleton h={260} radius="lg" />
          )}
        </Tabs.Panel>
        {TABS.filter((t) => t !== 'details').map((t) => (
          <Tabs.Panel key={t} value={t}>
            <RealmTabPlaceholder tab={T.tabs[t]} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {realm && <RealmEditModal opened={isEditOpen} onClose={edit.close} realm={realm} />}
    </>
  );
}
