import type { ReactNode } from 'react';
import { Card, Table, Title } from '@mantine/core';
import type { TSme } from '@ared/contract/smes';
import { formatDueDate, formatListDateTime } from '../../../lib/format';
import { SME_DETAILS_TEXTS } from '../texts';
import { SmeStatusBadge } from './sme-status-badge';
import { useDisplayMoney } from '../../../lib/use-display-money';

const T = SME_DETAILS_TEXTS;
const P = T.profile;

/** Every field of the SME, labelled; the status as the list shows it. */
export function SmeProfileCard({ sme }: { sme: TSme }) {
  const plan = sme.subscription_plan;
  // USD, with its value in the display currency (decision 061); the rate is stated on the billing card.
  const money = useDisplayMoney();
  const rows: [string, ReactNode][] = [
    [P.uniqueId, sme.unique_id],
    [P.name, sme.name],
    [P.status, <SmeStatusBadge key="status" sme={sme} />],
    ...(sme.suspended_reason
      ? [[P.suspendedReason, P.reasons[sme.suspended_reason]] as [string, ReactNode]]
      : []),
    [P.tin, sme.tin_number],
    [P.type, sme.type],
    [P.adminName, sme.admin_name],
    [P.adminEmail, sme.admin_email],
    [P.adminPhone, sme.admin_phone],
    [P.location, sme.location],
    [P.country, sme.country || T.none],
    [P.plan, plan ? `${plan.name} (${money.show(plan.price, plan.currency)})` : T.none],
    [P.smsPackage, sme.sms_package?.name ?? T.none],
    [P.trialEnds, sme.trial_end_date ? formatDueDate(sme.trial_end_date) : T.none],
    [P.created, formatListDateTime(sme.created) ?? T.none],
  ];
  return (
    <Card padding="lg">
      <Title order={4} mb="sm">
        {P.heading}
      </Title>
      <Table verticalSpacing="xs" aria-label={P.heading} data-testid="sme-profile">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" style={{ width: 'min(45%, 200px)' }} fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
