import { Suspense, useState } from 'react';
import { Alert, Button, Grid, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { BackToListButton, RecordNotFound } from '../../../components/record-not-found';
import { ApiError } from '../../../lib/api-error';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';
import { PanelLoader } from '../../../components/panel-loader';
import { useSme } from '../../../entities/sme/api/get-sme';
import { SmeAccountActions } from '../components/sme-account-actions';
import { EditSmeDialog } from '../components/sme-dialogs';
import { SmeProfileCard } from '../components/sme-profile-card';
import { SmePlanCard } from '../components/sme-plan-card';
import { SmeRoutersPanel } from '../components/sme-routers-panel';
import type { SmeBillingModalSlot } from '../sme-billing-slots';
import { SME_DETAILS_TEXTS as T } from '../texts';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';

const TABS = ['routers', 'admin'] as const;
type DetailsTab = (typeof TABS)[number];
const parseTab = (raw: string | null): DetailsTab => (raw === 'admin' ? 'admin' : 'routers');

const parseId = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const BACK = { to: '/smes', label: T.back };
const NotFound = () => (
  <RecordNotFound
    pageTitle={T.title}
    title={T.notFoundTitle}
    body={T.notFoundBody}
    back={BACK}
    testId="sme-not-found"
  />
);

// The billing settings card is a form (its form state, number and package inputs): it is asked for as the page
// loads and drawn when it comes, a skeleton until then, so that the SME's profile does not wait for it. The
// Admin tab's table comes when the tab is reached for (issue 29 §7, decision 104).
const { Part: SmeBillingSettingsCard, preload: preloadSettingsCard } = loadOnFirstUse(() =>
  import('../components/sme-billing-settings-card').then((m) => ({ default: m.SmeBillingSettingsCard })),
);
void preloadSettingsCard();
const { Part: SmeAdminsPanel, reach: reachAdmins } = loadOnFirstUse(() =>
  import('../components/sme-admins-panel').then((m) => ({ default: m.SmeAdminsPanel })),
);

/**
 * /smes/{id}: profile, billing settings, account actions, and the SME's routers and admin users.
 * Composed in app/ with the billing feature's popup (View Billing).
 */
export function SmeDetailsPage({ BillingModal }: { BillingModal: SmeBillingModalSlot }) {
  const id = parseId(useParams().id);
  const query = useSme(id);
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const [isEditOpen, setEditOpen] = useState(false);
  const [isBillingOpen, setBillingOpen] = useState(false);
  const sme = query.data;

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) return <NotFound />;

  return (
    <>
      <PageHeader
        title={sme?.name ?? T.title}
        description={sme ? `${T.title} · ${sme.unique_id}` : undefined}
        actions={
          <Group gap="xs">
            <BackToListButton {...BACK} />
            {sme && (
              <Button leftSection={<IconPencil size={16} />} onClick={() => setEditOpen(true)}>
                {T.edit}
              </Button>
            )}
          </Group>
        }
      />
      {query.isError && !sme && (
        <Alert color="red" variant="light" mb="md" title={T.loadFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      )}
      {sme ? (
        <Stack gap="lg">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <SmeProfileCard sme={sme} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <Suspense fallback={<Skeleton h={320} radius="lg" />}>
                  <SmeBillingSettingsCard
                    key={sme.id}
                    sme={sme}
                    refresh={() => query.refetch()}
                    onOpenBilling={() => setBillingOpen(true)}
                  />
                </Suspense>
                <SmePlanCard smeId={sme.id} />
                <SmeAccountActions sme={sme} />
              </Stack>
            </Grid.Col>
          </Grid>
          <Tabs
            value={tab}
            onChange={(v) => setParams(parseTab(v) === 'routers' ? {} : { tab: 'admin' }, { replace: true })}
            keepMounted={false}
          >
            <ScrollingTabList mb="md">
              {TABS.map((t) => (
                <Tabs.Tab key={t} value={t} {...(t === 'admin' && reachAdmins)}>
                  {T.tabs[t]}
                </Tabs.Tab>
              ))}
            </ScrollingTabList>
            <Tabs.Panel value="routers">
              <SmeRoutersPanel smeId={sme.id} />
            </Tabs.Panel>
            <Tabs.Panel value="admin">
              <Suspense fallback={<PanelLoader />}>
                <SmeAdminsPanel smeId={sme.id} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      ) : (
        !query.isError && <Skeleton h={360} radius="lg" />
      )}
      <EditSmeDialog sme={isEditOpen && sme ? sme : null} onClose={() => setEditOpen(false)} />
      <BillingModal sme={isBillingOpen && sme ? sme : null} onClose={() => setBillingOpen(false)} />
    </>
  );
}
