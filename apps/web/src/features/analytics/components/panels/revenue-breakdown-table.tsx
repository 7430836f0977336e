import { Card, Table, Text, Title } from '@mantine/core';
import type { TAnalyticsRange } from '@ared/contract/analytics-fields';
import type { TRevenue } from '@ared/contract/analytics';
import { fmtMoney } from '../../../../lib/units';
import { useAnalyticsPeriod } from '../../api/get-analytics-period';
import { ANALYTICS_TEXTS } from '../../texts';
import { TableScroll } from '../../../../components/table-scroll/table-scroll';

const T = ANALYTICS_TEXTS.revenue;

/**
 * The guests' purchases per box, realm and tier over the chosen range (issue 32 §5, decision 079): what was
 * bought, what the provider reversed (with a minus: it is subtracted) and the net, in the answer's currency.
 * The title states the range's days, as the report file does.
 */
export function RevenueBreakdownTable({ revenue, range }: { revenue: TRevenue; range: TAnalyticsRange }) {
  const period = useAnalyticsPeriod(range).data;
  const money = (n: number) => fmtMoney(n, revenue.currency) ?? '';
  const C = T.columns;
  return (
    <Card withBorder data-testid="revenue-breakdown">
      <Title order={5} mb="sm">
        {T.breakdown(revenue.currency, period?.from, period?.to)}
      </Title>
      {revenue.breakdown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noPurchases}
        </Text>
      ) : (
        <TableScroll minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{C.box}</Table.Th>
                <Table.Th>{C.realm}</Table.Th>
                <Table.Th>{C.tier}</Table.Th>
                <Table.Th ta="right">{C.purchases}</Table.Th>
                <Table.Th ta="right">{C.amount}</Table.Th>
                <Table.Th ta="right">{C.reversals}</Table.Th>
                <Table.Th ta="right">{C.net}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {revenue.breakdown.map((b) => (
                <Table.Tr
                  key={`${b.router_id}:${b.realm_id ?? ''}:${b.tier_id}:${b.minutes}`}
                  data-testid="revenue-breakdown-row"
                >
                  <Table.Td>{b.router_serial_number ?? T.removedBox(b.router_id)}</Table.Td>
                  <Table.Td>{b.realm_name ?? T.noRealm}</Table.Td>
                  <Table.Td>{T.tier(b.tier_id + 1, b.minutes)}</Table.Td>
                  <Table.Td ta="right">{b.purchases}</Table.Td>
                  <Table.Td ta="right">{money(b.amount)}</Table.Td>
                  <Table.Td ta="right">
                    {b.reversals > 0 ? `${b.reversals} · ${T.reversed(money(b.reversed))}` : '0'}
                  </Table.Td>
                  <Table.Td ta="right">{money(b.net)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
