import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { useCan } from '../../../lib/use-can';
import { UsersTable } from '../components/users-table';
import { USER_TABS, parseUserTab } from '../user-rules';
import { USERS_TEXTS } from '../texts';

const T = USERS_TEXTS.list;

/** /system-admin (part 1 §2): the partner's people in five tabs, each with its search box. */
export function SystemAdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseUserTab(params.get('tab'));
  const isAdmin = useCan('admin');
  // A new tab starts on its first page, unsearched and unselected.
  const selectTab = (value: string | null) => {
    const next = parseUserTab(value);
    setParams(next === 'all' ? {} : { tab: next });
  };
  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          isAdmin && (
            <Button component={Link} to="/user-signup" leftSection={<IconPlus size={16} />}>
              {T.register}
            </Button>
          )
        }
      />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <ScrollingTabList mb="md">
          {USER_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {T.tabs[t]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      <UsersTable key={tab} tab={tab} />
    </>
  );
}
