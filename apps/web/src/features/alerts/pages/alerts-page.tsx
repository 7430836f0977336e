import { Suspense } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';
import { AlertsTable } from '../components/alerts-table';
import { ALERTS_TEXTS as T } from '../texts';

// The thresholds and the deliveries sit under the list, below the first screen of a phone: their code
// (Mantine's NumberInput among it, ~10 KB gzipped) is not needed to draw the page. It is asked for as this
// module loads, beside the list's data, so it is usually here when the list is (issue 29 §7, decision 103).
const { Part: AlertSettingsCard, preload: preloadSettings } = loadOnFirstUse(() =>
  import('../components/alert-settings-card').then((m) => ({ default: m.AlertSettingsCard })),
);
const { Part: AlertDeliveriesCard, preload: preloadDeliveries } = loadOnFirstUse(() =>
  import('../components/alert-deliveries-card').then((m) => ({ default: m.AlertDeliveriesCard })),
);
void preloadSettings();
void preloadDeliveries();

/** /alerts: every alert of the partner, read or not, the thresholds that raise them and the user's deliveries. */
export function AlertsPage() {
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Stack gap="lg">
        <AlertsTable />
        <Suspense fallback={<Skeleton h={260} radius="lg" />}>
          <AlertSettingsCard />
        </Suspense>
        <Suspense fallback={<Skeleton h={220} radius="lg" />}>
          <AlertDeliveriesCard />
        </Suspense>
      </Stack>
    </>
  );
}
