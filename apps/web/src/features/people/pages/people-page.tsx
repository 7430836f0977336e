import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { PeopleTable } from '../components/people-table';
import { PEOPLE_KINDS, PEOPLE_TABS, type PeopleKind, parsePeopleTab } from '../people-kinds';
import { PEOPLE_TEXTS as T } from '../texts';

/** A people list with its Active, Suspended and All tabs; the tab lives in ?tab=. */
function PeoplePage({ kind }: { kind: PeopleKind }) {
  const [params, setParams] = useSearchParams();
  const tab = parsePeopleTab(params.get('tab'));
  // A new tab starts on its first page, unsearched.
  const selectTab = (value: string | null) => {
    const next = parsePeopleTab(value);
    setParams(next === 'active' ? {} : { tab: next });
  };
  return (
    <>
      <PageHeader title={PEOPLE_KINDS[kind].title} />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <ScrollingTabList mb="md">
          {PEOPLE_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {T.tabs[t]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      <PeopleTable key={tab} kind={kind} tab={tab} />
    </>
  );
}

/** /micro-franchisees (part 2 §2). */
export const MicroFranchiseesPage = () => <PeoplePage kind="micro-franchisees" />;
/** /field-officers (part 2 §2). */
export const FieldOfficersPage = () => <PeoplePage kind="field-officers" />;
/** /maintenance-officers (part 2 §2). */
export const MaintenanceOfficersPage = () => <PeoplePage kind="maintenance-officers" />;
