import { Suspense } from 'react';
import { Grid, Tabs } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PanelLoader } from '../../../components/panel-loader';
import { RecordNotFound } from '../../../components/record-not-found';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { ApiError } from '../../../lib/api-error';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';
import { usePerson } from '../api/get-person';
import { AssessmentsTab } from '../components/assessments-tab';
import { ProfileDetails } from '../components/profile-details';
import { ProfileSideCard } from '../components/profile-side-card';
import { parsePersonId } from '../person-id';
import { PEOPLE_KINDS } from '../people-kinds';
import { PROFILE_TEXTS as T } from '../texts';

// The Analytics tab draws donuts (recharts, ~100 KB gzipped): its code comes when the tab is reached for,
// not with the profile most visits are for (issue 29 §7, decision 104).
const { Part: AnalyticsTab, reach: reachAnalytics } = loadOnFirstUse(() =>
  import('../components/analytics-tab').then((m) => ({ default: m.AnalyticsTab })),
);

const BACK = { to: '/micro-franchisees', label: PEOPLE_KINDS['micro-franchisees'].title };

function Profile({ id }: { id: number }) {
  const query = usePerson(id);
  if (query.isPending) return <PageHeader title={T.title} />;
  if (query.isError || query.data.user_type !== PEOPLE_KINDS['micro-franchisees'].userType) {
    const isMissing = query.isError ? query.error instanceof ApiError && query.error.status === 404 : true;
    return (
      <RecordNotFound
        pageTitle={T.title}
        title={isMissing ? T.notFoundTitle : T.fetchFailed}
        body={isMissing ? T.notFoundBody : T.fetchFailed}
        back={BACK}
        testId="micro-profile-missing"
      />
    );
  }
  const person = query.data;
  return (
    <>
      <PageHeader title={T.title} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <ProfileSideCard person={person} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Tabs defaultValue="profile" keepMounted={false}>
            <ScrollingTabList mb="md">
              <Tabs.Tab value="profile">{T.tabs.profile}</Tabs.Tab>
              <Tabs.Tab value="assessments">{T.tabs.assessments}</Tabs.Tab>
              <Tabs.Tab value="analytics" {...reachAnalytics}>
                {T.tabs.analytics}
              </Tabs.Tab>
            </ScrollingTabList>
            <Tabs.Panel value="profile">
              <ProfileDetails person={person} />
            </Tabs.Panel>
            <Tabs.Panel value="assessments">
              <AssessmentsTab />
            </Tabs.Panel>
            <Tabs.Panel value="analytics">
              <Suspense fallback={<PanelLoader />}>
                <AnalyticsTab />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** /micro-profile-details/{id} (part 1 §2 Micro-franchisee profile). */
export function MicroProfilePage() {
  const id = parsePersonId(useParams().id);
  if (id === null)
    return (
      <RecordNotFound
        pageTitle={T.title}
        title={T.notFoundTitle}
        body={T.notFoundBody}
        back={BACK}
        testId="micro-profile-missing"
      />
    );
  return <Profile key={id} id={id} />;
}
