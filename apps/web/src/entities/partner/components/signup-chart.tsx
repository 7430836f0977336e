import { AreaChart } from '@mantine/charts';
import dayjs from 'dayjs';
import { useMicroFranchiseeSignups } from '../api/get-micro-franchisee-signups';
import { PARTNER_CHART_TEXTS } from '../texts';
import { ChartCard } from '../../../components/chart-card';

const T = PARTNER_CHART_TEXTS;
const MONTHS = 12;

/** Micro Franchisee Sign Up: the partner's sign-ups per month over the last year, from the database. */
export function SignupChart({ partnerId }: { partnerId: number }) {
  const query = useMicroFranchiseeSignups(partnerId, MONTHS);
  const data = (query.data ?? []).map((m) => ({
    month: dayjs(`${m.month}-01`).format('MMM YYYY'),
    [T.signupsSeries]: m.count,
  }));
  return (
    <ChartCard title={T.signups} isLoading={query.isPending} isEmpty={query.isError} testId="signup-chart">
      <AreaChart
        h={240}
        data={data}
        dataKey="month"
        series={[{ name: T.signupsSeries, color: 'brand.6' }]}
        curveType="linear"
        yAxisProps={{ allowDecimals: false }}
        withDots
        gridAxis="y"
      />
    </ChartCard>
  );
}
