import { Suspense } from 'react';
import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import type { TRealm } from '@ared/contract/realms';
import { useDisclosure } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router';
import type { DetailsTab } from '../../../components/details-tabs';
import { PageHeader } from '../../../components/page-header';
import { PanelLoader } from '../../../components/panel-loader';
import { BackToListButton, RecordNotFound } from '../../../components/record-not-found';
import { ApiError } from '../../../lib/api-error';
import { useCan } from '../../../lib/use-can';
import { useRealm } from '../api/get-realm';
import { RealmRoutersPanel } from '../components/realm-routers-panel';
import { RealmSummaryCard } from '../components/realm-summary-card';
import { canEditRealm } from '../realm-rules';
import { REALM_DETAILS_TEXTS as T } from '../texts';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Dialogs are loaded on first use (decision 089): none is needed to show the page.
const RealmEditModal = dialogOnFirstUse(
  () => import('../components/realm-edit-modal').then((m) => m.RealmEditModal),
  'opened',
);

/** The realm's own tab; the others come from their features through app/. */
const OWN_TAB = 'details';

const parseId = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const BACK = { to: '/realms', label: T.back };

type RealmDetailsPageProps = {
  /** Tabs after Realms Details, filled by other features (Vouchers, Adverts, Offline Files), in order. */
  tabs: readonly DetailsTab<TRealm>[];
};

/** /realms/{id}/details: Realms Details (summary and routers) and the tabs app/ composes in. */
export function RealmDetailsPage({ tabs }: RealmDetailsPageProps) {
  const id = parseId(useParams().id);
  const isAdmin = useCan('admin');
  const query = useRealm(id);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.some((t) => t.value === requested) ? (requested as string) : OWN_TAB;
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
        onChange={(v) => setParams(!v || v === OWN_TAB ? {} : { tab: v }, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabList mb="md">
          <Tabs.Tab value={OWN_TAB}>{T.tabs.details}</Tabs.Tab>
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} onPointerEnter={t.preload} onFocus={t.preload}>
              {t.label}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
        <Tabs.Panel value={OWN_TAB}>
          {realm ? (
            <Stack gap="lg">
              <RealmSummaryCard realm={realm} canEdit={canEditRealm(isAdmin, realm)} onEdit={edit.open} />
              <RealmRoutersPanel key={realm.id} realm={realm} />
            </Stack>
          ) : (
            !query.isError && <Skeleton h={260} radius="lg" />
          )}
        </Tabs.Panel>
        {tabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            {realm ? (
              <Suspense fallback={<PanelLoader />}>
                <Panel record={realm} />
              </Suspense>
            ) : (
              !query.isError && <Skeleton h={260} radius="lg" />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      {realm && <RealmEditModal opened={isEditOpen} onClose={edit.close} realm={realm} />}
    </>
  );
}
