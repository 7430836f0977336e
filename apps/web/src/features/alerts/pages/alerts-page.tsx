import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { AlertSettingsCard } from '../components/alert-settings-card';
import { AlertsTable } from '../components/alerts-table';
import { ALERTS_TEXTS as T } from '../texts';

/** /alerts: every alert of the partner, read or not, and the threshold that raises them (issue 29 §1). */
export function AlertsPage() {
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Stack gap="lg">
        <AlertsTable />
        <AlertSettingsCard />
      </Stack>
    </>
  );
}
