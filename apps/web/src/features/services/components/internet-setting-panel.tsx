import { Suspense, useEffect, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { serverMessage } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { useInternetSettings } from '../api/get-internet-settings';
import { SERVICES_TEXTS } from '../texts';
import { internetSettingsColumns } from './internet-settings-columns';
import { listPagination } from '../../../components/data-table/list-pagination';
import { PanelLoader } from '../../../components/panel-loader';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';

const T = SERVICES_TEXTS.internet;

// The Add Setting form comes when the button is reached for; the profit calculator (under the packs, a
// number input and its formatting library) is asked for as the panel loads and drawn when it comes. Neither
// is needed to show the partner's packs (issue 29 §7, decision 104).
const { Part: InternetSettingForm, reach: reachForm } = loadOnFirstUse(() =>
  import('./internet-setting-form').then((m) => ({ default: m.InternetSettingForm })),
);
const { Part: ProfitCalculator, preload: preloadCalculator } = loadOnFirstUse(() =>
  import('./profit-calculator').then((m) => ({ default: m.ProfitCalculator })),
);

/**
 * Internet Setting (part 2 §2, §5): the partner's packs, Add Setting / Cancel showing the form (partner
 * admins: pricing is money, decision 036), and the profit calculator on the Premium plan.
 */
export function InternetSettingPanel({ partnerId }: { partnerId: number }) {
  const isPremium = useAuthStore((s) => s.user?.partner?.plan.name === 'Premium');
  const canAdd = useCan('admin');
  useEffect(() => {
    if (isPremium) void preloadCalculator();
  }, [isPremium]);
  const [isAdding, setAdding] = useState(false);
  const list = useListParams({ prefix: 'packs_' });
  const query = useInternetSettings({ partner: partnerId, page: list.page, page_size: list.pageSize });
  // The spec: a load failure shows the first error message from the response.
  const loadError = query.isError ? (serverMessage(query.error) ?? T.loadFailed) : null;

  useEffect(() => {
    if (loadError) notify.error(loadError);
  }, [loadError]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="lg">
            {T.packsTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {T.packsDescription}
          </Text>
        </div>
        {canAdd && (
          <Button
            variant={isAdding ? 'default' : 'filled'}
            onClick={() => setAdding((open) => !open)}
            {...reachForm}
            aria-expanded={isAdding}
          >
            {isAdding ? T.cancel : T.addSetting}
          </Button>
        )}
      </Group>
      {isAdding && (
        <Suspense fallback={<PanelLoader />}>
          <InternetSettingForm partnerId={partnerId} onDone={() => setAdding(false)} />
        </Suspense>
      )}
      {loadError && (
        <Alert color="red" variant="light" data-testid="internet-settings-error">
          {loadError}
        </Alert>
      )}
      <DataTable
        rows={query.data?.results ?? []}
        columns={internetSettingsColumns}
        getRowId={(p) => p.id}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        pagination={listPagination(list, query.data?.count ?? 0)}
        aria-label={T.packsTitle}
      />
      {isPremium && (
        <Suspense fallback={<Skeleton h={220} radius="lg" />}>
          <ProfitCalculator packs={query.data?.results ?? []} />
        </Suspense>
      )}
    </Stack>
  );
}
