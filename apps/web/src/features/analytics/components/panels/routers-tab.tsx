import { useState } from 'react';
import { Tabs } from '@mantine/core';
import type { TPartnerPlan } from '@ared/contract/plans';
import type { AnalyticsScope } from '../../api/analytics-scope';
import { ANALYTICS_TEXTS } from '../../texts';
import { HealthPanel } from './health-panel';
import { InsightsPanel } from './insights-panel';
import { NetworkPanel } from './network-panel';
import { RouterAnalyticsPanel } from './router-analytics-panel';
import { ServiceStatusPanel } from './service-status-panel';
import { WifiPanel } from './wifi-panel';

const SUB_TABS = ['wifi', 'health', 'insights', 'network', 'router-analytics', 'service-status'] as const;
type SubTab = (typeof SUB_TABS)[number];
const isSubTab = (v: string | null): v is SubTab => SUB_TABS.includes(v as SubTab);

/** The Routers tab (part 2 §2): its six sub-tabs, Wi-Fi Analytics first. */
export function RoutersTab({ scope, plan }: { scope: AnalyticsScope; plan: TPartnerPlan | null }) {
  const [sub, setSub] = useState<SubTab>('wifi');
  return (
    <Tabs value={sub} onChange={(v) => isSubTab(v) && setSub(v)} keepMounted={false} variant="pills">
      <Tabs.List mb="md">
        {SUB_TABS.map((t) => (
          <Tabs.Tab key={t} value={t}>
            {ANALYTICS_TEXTS.routers.tabs[t]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="wifi">
        <WifiPanel scope={scope} />
      </Tabs.Panel>
      <Tabs.Panel value="health">
        <HealthPanel scope={scope} />
      </Tabs.Panel>
      <Tabs.Panel value="insights">
        <InsightsPanel scope={scope} />
      </Tabs.Panel>
      <Tabs.Panel value="network">
        <NetworkPanel scope={scope} />
      </Tabs.Panel>
      <Tabs.Panel value="router-analytics">
        <RouterAnalyticsPanel scope={scope} plan={plan} />
      </Tabs.Panel>
      <Tabs.Panel value="service-status">
        <ServiceStatusPanel scope={scope} />
      </Tabs.Panel>
    </Tabs>
  );
}
