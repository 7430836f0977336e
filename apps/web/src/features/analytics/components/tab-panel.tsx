import type { TPartnerPlan } from '@ared/contract/plans';
import type { AnalyticsTab } from '../analytics-tabs';
import type { AnalyticsScope } from '../api/analytics-scope';
import type { RatingDates } from '../rating-range';
import { AdvertsPanel } from './panels/adverts-panel';
import { MicrofranchisePanel } from './panels/microfranchise-panel';
import { QueueingPanel } from './panels/queueing-panel';
import { RevenuePanel } from './panels/revenue-panel';
import { RoutersTab } from './panels/routers-tab';
import { SmsPanel } from './panels/sms-panel';
import { SurveyPanel } from './panels/survey-panel';

type TabPanelProps = {
  tab: Exclude<AnalyticsTab, 'feedback-analytics'>;
  scope: AnalyticsScope;
  plan: TPartnerPlan | null;
  dates: RatingDates;
};

/** One chart tab of the Analytics page; this module and the chart library load in their own chunk. */
export function TabPanel({ tab, scope, plan, dates }: TabPanelProps) {
  switch (tab) {
    case 'routers':
      return <RoutersTab scope={scope} plan={plan} />;
    case 'revenue-insights':
      return <RevenuePanel scope={scope} />;
    case 'advertviews':
      return <AdvertsPanel scope={scope} dates={dates} />;
    case 'sms':
      return <SmsPanel scope={scope} />;
    case 'survey-analytics':
      return <SurveyPanel scope={scope} />;
    case 'queueing-system':
      return <QueueingPanel scope={scope} />;
    case 'microfranchise':
      return <MicrofranchisePanel partnerId={scope.partnerId} />;
  }
}
