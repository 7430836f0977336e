import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';
import { StaticTableCard } from '../../../components/static-table-card';
import { useAuthStore } from '../../../lib/auth-store';
import { ApiKeysPanel } from '../components/api-keys-panel';
import { InternetSettingPanel } from '../components/internet-setting-panel';
import {
  SERVICES_TABS,
  STATIC_SERVICES_COLUMNS,
  resolveServicesTab,
  servicesTabLabel,
  type ServicesTab,
} from '../services-tabs';
import { SERVICES_TEXTS } from '../texts';

/** /services (part 1 §2, part 2 §2): Internet Setting works; the other tabs are the spec's static tables. */
export function ServicesPage() {
  const [params, setParams] = useSearchParams();
  const tab = resolveServicesTab(params.get('tab'));
  const choose = (value: string | null) => {
    const next = SERVICES_TABS.find((t) => t === value);
    if (next) setParams({ tab: next }, { replace: true });
  };

  return (
    <>
      <PageHeader title={SERVICES_TEXTS.title} />
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <ScrollingTabList mb="lg">
          {SERVICES_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {servicesTabLabel(t)}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
        {SERVICES_TABS.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <TabContent tab={t} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

function TabContent({ tab }: { tab: ServicesTab }) {
  const partnerId = useAuthStore((s) => s.user?.partner?.id ?? null);
  if (tab === 'Internet_Setting')
    return partnerId === null ? null : <InternetSettingPanel partnerId={partnerId} />;
  if (tab === 'API_Keys') return <ApiKeysPanel />;
  return <StaticTableCard title={servicesTabLabel(tab)} columns={STATIC_SERVICES_COLUMNS[tab]} />;
}
