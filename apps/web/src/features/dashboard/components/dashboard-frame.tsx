import type { TPartnerPlan } from '@ared/contract/plan-areas';
import { PageHeader } from '../../../components/page-header';
import { hasHomeCharts } from '../cards';
import { DASHBOARD_TEXTS } from '../texts';
import { DashboardCards } from './dashboard-cards';
import { HomeChartsFrame } from './home-charts-layout';

/**
 * The dashboard before its code and data (decision 086): the plan's cards with their names and figures in
 * outline, and on the Kiosk and Premium plans the first charts' titles, each where the page draws it. The
 * partner's name under the title comes with the page: its line is kept.
 */
export function DashboardFrame({ plan }: { plan: TPartnerPlan }) {
  return (
    <>
      <PageHeader title={DASHBOARD_TEXTS.title} description={'\u00a0'} />
      <div role="status" aria-label="Loading">
        <DashboardCards plan={plan} counts={undefined} isLoading hasLinks={false} />
        {hasHomeCharts(plan) && <HomeChartsFrame />}
      </div>
    </>
  );
}
