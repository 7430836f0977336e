import { Card, Table, Text, Title } from '@mantine/core';
import type { TRouter } from '@ared/contract/routers';
import { routerDetailRows } from '../router-detail-rows';
import { ROUTER_DETAILS_TEXTS as T } from '../texts';

/** The router's properties as a two-column table (label, value). */
export function RouterInfoCard({ router }: { router: TRouter }) {
  return (
    <Card padding="lg" h="100%">
      <Title order={4} mb="sm">
        {T.detailsHeading}
      </Title>
      <Table verticalSpacing="xs" aria-label={T.detailsHeading} data-testid="router-details-table">
        <Table.Tbody>
          {routerDetailRows(router).map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" w="42%" fw={500} c="dimmed">
                {row.label}
              </Table.Th>
              <Table.Td>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {row.value}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
