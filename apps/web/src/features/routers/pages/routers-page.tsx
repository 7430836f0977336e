import { Suspense } from 'react';
import { Badge, Group, Tabs, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { formatLongDate } from '../rules/long-date';
import { usePartnerToday } from '../../../lib/use-header-date';
import { RoutersTable } from '../components/routers-table';
import { ROUTER_TABS, parseRouterTab, type RouterTab } from '../rules/router-tabs';
import { ROUTERS_TEXTS } from '../texts';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';
import { PanelLoader } from '../../../components/panel-loader';

// The Hash Hub is a tab of its own, not the list a visit opens on: its code (the wallet cards, the miners'
// table and their calls) loads when the tab is reached for, or at the first interaction with the page
// (issue 29 §7, decision 103).
const { Part: HashHubPanel, reach: reachHashHub } = loadOnFirstUse(() =>
  import('../components/hash-hub/hash-hub-panel').then((m) => ({ default: m.HashHubPanel })),
);

/** Today's date on the partner's calendar, the day the header names (not the browser's, which may differ). */
function TodayBadge() {
  const today = usePartnerToday();
  return (
    <Group gap={6} wrap="nowrap" data-testid="today-badge">
      <Badge size="lg" variant="light" tt="none" leftSection={<IconCalendar size={14} />}>
        {ROUTERS_TEXTS.today}
      </Badge>
      <Text size="sm" c="dimmed">
        {formatLongDate(today)}
      </Text>
    </Group>
  );
}

/** /routers: Allocated Routers with the All, Unassigned, Assigned and Hash Hub tabs (tab in ?tab=). */
export function RoutersPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseRouterTab(params.get('tab'));

  const changeTab = (value: string | null) => {
    const next = parseRouterTab(value);
    setParams(
      (prev) => {
        const kept = new URLSearchParams(prev);
        kept.delete('page');
        if (next === 'all') kept.delete('tab');
        else kept.set('tab', next);
        return kept;
      },
      { replace: false },
    );
  };

  return (
    <>
      <PageHeader title={ROUTERS_TEXTS.title} actions={<TodayBadge />} />
      <Tabs value={tab} onChange={changeTab} keepMounted={false}>
        <ScrollingTabList mb="md">
          {ROUTER_TABS.map((value: RouterTab) => (
            <Tabs.Tab key={value} value={value} {...(value === 'hash-hub' && reachHashHub)}>
              {ROUTERS_TEXTS.tabs[value]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
        {ROUTER_TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === 'hash-hub' ? (
              <Suspense fallback={<PanelLoader />}>
                <HashHubPanel />
              </Suspense>
            ) : (
              <RoutersTable key={value} tab={value} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
