import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { KiosksTable } from '../components/kiosks-table';
import { KIOSK_TABS, parseKioskTab } from '../kiosk-tabs';
import { KIOSKS_TEXTS as T } from '../texts';

/** /kiosks (part 2 §2): Unassigned (default), Assigned and All; the tab lives in ?tab=. */
export function KiosksPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseKioskTab(params.get('tab'));
  // A new tab starts on its first page, unsearched.
  const selectTab = (value: string | null) => {
    const next = parseKioskTab(value);
    setParams(next === 'unassigned' ? {} : { tab: next });
  };
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <ScrollingTabList mb="md">
          {KIOSK_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {T.tabs[t]}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      <KiosksTable key={tab} tab={tab} />
    </>
  );
}
