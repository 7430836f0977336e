import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PlaceholderCard } from '../../../components/placeholder-card';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { useAuthStore } from '../../../lib/auth-store';
import { resolveAnalyticsTab, visibleAnalyticsTabs, type AnalyticsTab } from '../analytics-tabs';
import { FeedbackPanel } from '../components/feedback-panel';
import { ANALYTICS_TEXTS as T } from '../texts';

/**
 * /analytics: the plan's tabs in the spec's order, the active one in `?tab=` (part 2 §2). Only Feedback has
 * its screen yet; the other tabs say they come in a later release (issue 14 builds them).
 */
export function AnalyticsPage() {
  const plan = useAuthStore((s) => s.user?.partner?.plan.name);
  const visible = visibleAnalyticsTabs(plan);
  const [params, setParams] = useSearchParams();
  const tab = resolveAnalyticsTab(params.get('tab'), visible);
  const choose = (v: string | null) => {
    const next = visible.find((t) => t === v);
    if (next) setParams({ tab: next }, { replace: true });
  };

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <ScrollingTabList mb="lg">
          {visible.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {T.tabs[t]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
        {visible.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <TabContent tab={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

function TabContent({ tab }: { tab: AnalyticsTab }) {
  if (tab === 'feedback-analytics') return <FeedbackPanel />;
  return <PlaceholderCard title={T.tabs[tab]} body={T.laterBody} size="tab" testId="analytics-placeholder" />;
}
