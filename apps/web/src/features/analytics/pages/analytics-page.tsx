import { Suspense, lazy, useMemo, useState } from 'react';
import { ActionIcon, Center, Group, Loader, Tabs } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_ANALYTICS_RANGE,
  REPORT_TABS,
  type REPORT_FORMATS,
  type TAnalyticsRange,
} from '@ared/contract/analytics-fields';
import { PageHeader } from '../../../components/page-header';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { stepTab } from '../analytics-boxes';
import { resolveAnalyticsTab, visibleAnalyticsTabs, type AnalyticsTab } from '../analytics-tabs';
import type { AnalyticsScope } from '../api/analytics-scope';
import { useDownloadReport } from '../api/download-report';
import { AnalyticsControls } from '../components/analytics-controls';
import { FeedbackPanel } from '../components/feedback-panel';
import { PeriodNote } from '../components/period-note';
import { DEFAULT_NAMED_RANGE, ratingDates, type NamedRange } from '../rating-range';
import { ANALYTICS_TEXTS as T } from '../texts';

// The charts (recharts, leaflet) come in their own chunk once the page's controls are on screen.
const TabPanel = lazy(() => import('../components/tab-panel').then((m) => ({ default: m.TabPanel })));

/** The tabs whose figures follow the duration selector (Feedback follows the date range; the others none). */
const FOLLOWS_DURATION = new Set<AnalyticsTab>([
  'routers',
  'revenue-insights',
  'advertviews',
  'sms',
  'survey-analytics',
]);

const reportTab = (tab: AnalyticsTab): (typeof REPORT_TABS)[number] =>
  REPORT_TABS.find((t) => t === tab) ?? 'routers';

/**
 * /analytics: the global controls, then the plan's tabs in the spec's order with next and previous buttons
 * that wrap around; the active tab is kept in `?tab=` (part 2 §2).
 */
export function AnalyticsPage() {
  const plan = useAuthStore((s) => s.user?.partner?.plan.name);
  const partnerId = useAuthStore((s) => s.partnerId);
  const visible = visibleAnalyticsTabs(plan);
  const [params, setParams] = useSearchParams();
  const tab = resolveAnalyticsTab(params.get('tab'), visible);
  const [box, setBox] = useState<string | null>(null);
  const [range, setRange] = useState<TAnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const [named, setNamed] = useState<NamedRange>(DEFAULT_NAMED_RANGE);
  // The days are fixed when the range is chosen, so paging keeps asking for the same days.
  const dates = useMemo(() => ratingDates(named), [named]);
  const scope = useMemo<AnalyticsScope | null>(
    () => (partnerId === null ? null : { partnerId, box, range }),
    [partnerId, box, range],
  );
  const download = useDownloadReport();

  const choose = (v: string | null) => {
    const next = visible.find((t) => t === v);
    if (next) setParams({ tab: next }, { replace: true });
  };
  const onDownload = (format: (typeof REPORT_FORMATS)[number]) => {
    if (partnerId === null) return;
    // All Boxes downloads the partner's totals, as the page shows them (decision 052).
    download.mutate(
      { format, tab: reportTab(tab), range, router: box, partnerId, dates },
      { onError: () => notify.error(T.controls.downloadFailed) },
    );
  };

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <AnalyticsControls
        partnerId={partnerId}
        box={box}
        onBox={setBox}
        range={range}
        onRange={setRange}
        named={named}
        onNamed={setNamed}
        onDownload={onDownload}
        isDownloading={download.isPending}
      />
      {FOLLOWS_DURATION.has(tab) && <PeriodNote range={range} />}
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Group gap="xs" wrap="nowrap" align="center" mb="lg">
          <ActionIcon
            variant="default"
            aria-label={T.controls.previous}
            onClick={() => choose(stepTab(visible, tab, -1))}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <ScrollingTabList>
              {visible.map((t) => (
                <Tabs.Tab key={t} value={t}>
                  {T.tabs[t]}
                </Tabs.Tab>
              ))}
            </ScrollingTabList>
          </div>
          <ActionIcon
            variant="default"
            aria-label={T.controls.next}
            onClick={() => choose(stepTab(visible, tab, 1))}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
        {visible.map((t) => (
          <Tabs.Panel key={t} value={t}>
            {t === 'feedback-analytics' ? (
              <FeedbackPanel dates={dates} />
            ) : (
              scope && (
                <Suspense
                  fallback={
                    <Center h={200}>
                      <Loader size="sm" aria-label={T.loading} />
                    </Center>
                  }
                >
                  <TabPanel tab={t} scope={scope} plan={plan ?? null} dates={dates} />
                </Suspense>
              )
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
