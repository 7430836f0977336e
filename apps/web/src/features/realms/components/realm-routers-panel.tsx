import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconRouter } from '@tabler/icons-react';
import type { TRealm } from '@ared/contract/realms';
import type { TRouter } from '@ared/contract/routers';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { serverMessage } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useAssignRealmRouters } from '../api/assign-realm-routers';
import { useRealmRouters } from '../api/get-realm-routers';
import { REALM_DETAILS_TEXTS } from '../texts';
import { realmRoutersColumns } from './realm-routers-columns';
import { listPagination } from '../../../components/data-table/list-pagination';

const T = REALM_DETAILS_TEXTS.routers;
const SORT_KEYS = ['serial_number', 'ssid', 'location_name'] as const;
const routerId = (r: TRouter) => r.id;

type Mode = 'realm' | 'assign';

/**
 * The realm's routers, and the Add Routers toggle: it lists the routers without a realm (GET routers/?realm=)
 * to select and assign with 'Assign Realm Routers' (POST routers/add-to-realm/).
 */
export function RealmRoutersPanel({ realm }: { realm: TRealm }) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const [mode, setMode] = useState<Mode>('realm');
  const isAssigning = mode === 'assign';
  const list = useListParams({ inUrl: false, sortKeys: SORT_KEYS });
  const query = useRealmRouters(partnerId, {
    realm: isAssigning ? null : realm.id,
    page: list.page,
    page_size: list.pageSize,
    search: list.search,
    ordering: list.ordering,
  });
  const rows = query.data?.results ?? [];
  const selection = useRowSelection({ rows, getRowId: routerId });
  const assign = useAssignRealmRouters();

  const switchTo = (next: Mode) => {
    selection.clear();
    list.setSearch('');
    setMode(next);
  };

  const assignSelected = async () => {
    try {
      const { status, detail } = await assign.mutateAsync({
        realm: realm.id,
        routers: selection.selectedRows.map(routerId),
      });
      // 206: some routers were refused; the detail explains which, as an error.
      if (status === 206) {
        notify.error(detail ?? T.assignFailed);
        return;
      }
      notify.success(detail ?? T.assigned);
      switchTo('realm');
    } catch (error) {
      notify.error(serverMessage(error) ?? T.assignFailed);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={4}>{isAssigning ? T.assignHeading : T.heading}</Title>
          {isAssigning && (
            <Text size="sm" c="dimmed">
              {T.assignHint(realm.name)}
            </Text>
          )}
        </Stack>
        {isAssigning ? (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => switchTo('realm')}
          >
            {T.backToRealm}
          </Button>
        ) : (
          <Button leftSection={<IconPlus size={16} />} onClick={() => switchTo('assign')}>
            {T.addRouters}
          </Button>
        )}
      </Group>
      <DataTable
        aria-label={isAssigning ? T.assignHeading : T.heading}
        rows={rows}
        columns={realmRoutersColumns}
        getRowId={routerId}
        getRowLabel={(r) => r.serial_number}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        emptyText={T.empty}
        search={{ value: list.search, onChange: list.setSearch, placeholder: T.search }}
        sort={list.sort}
        onSortChange={list.setSort}
        selection={isAssigning ? selection : undefined}
        bulkActions={
          <Button
            size="xs"
            leftSection={<IconRouter size={14} />}
            loading={assign.isPending}
            onClick={assignSelected}
          >
            {T.assign}
          </Button>
        }
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
    </Stack>
  );
}
