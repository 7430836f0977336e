import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { AlertDeliveriesCard } from '../components/alert-deliveries-card';
import { AlertSettingsCard } from '../components/alert-settings-card';
import { AlertsTable } from '../components/alerts-table';
import { ALERTS_TEXTS as T } from '../texts';

/** /alerts: every alert of the partner, read or not, the thresholds that raise them and the user's deliveries. */
export function AlertsPage() {
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Stack gap="lg">
        <AlertsTable />
        <AlertSettingsCard />
        <AlertDeliveriesCard />
      </Stack>
    </>
  );
}
