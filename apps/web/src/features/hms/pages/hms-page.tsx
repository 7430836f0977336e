import { Suspense, useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { HOTEL_STAY_TEXTS as T } from '@ared/contract/hotel-stay-texts';
import type { THotelStay } from '@ared/contract/hotel-stays';
import { DataTable } from '../../../components/data-table/data-table';
import { listPagination } from '../../../components/data-table/list-pagination';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { RealmFilter } from '../../../entities/realm/ui/realm-filter';
import { serverMessage } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth-store';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';
import { notify } from '../../../lib/notify';
import { type StayListParams, useCheckOutStay, useHotelStays } from '../api/hotel-stays';
import { StayImport } from '../components/stay-import';
import { partnerDateTime } from '../stay-times';

// The stay form (its Modal, date pickers and validation) is loaded when first opened, or at the first
// interaction (decision 089): not needed to show the list.
const { Part: StayFormModal } = loadOnFirstUse(() =>
  import('../components/stay-form-modal').then((m) => ({ default: m.StayFormModal })),
);

const STATES = [
  { value: 'open', label: 'Current and upcoming' },
  { value: 'current', label: 'Current' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'ended', label: 'Ended' },
] as const;
const BADGE = { current: 'green', upcoming: 'blue', ended: 'gray' } as const;

/**
 * /hms (issue 30 §3, decision 068): the hotel's stays per realm, add and edit, check out early, CSV import
 * with its per-row report, the template. Front desk staff use it as admins do.
 */
export function HmsPage() {
  const offset = useAuthStore((s) => s.user?.partner?.utc_offset_minutes) ?? 0;
  const list = useListParams({ prefix: 'stays_' });
  const [state, setState] = useState<StayListParams['state']>('open');
  const [realm, setRealm] = useState<number | null>(null);
  const [room, setRoom] = useState('');
  const [editing, setEditing] = useState<THotelStay | 'new' | null>(null);
  const query = useHotelStays({
    page: list.page,
    page_size: list.pageSize,
    state,
    realm: realm ?? undefined,
    room: room.trim() || undefined,
  });
  const checkOut = useCheckOutStay();

  const checkOutNow = async (stay: THotelStay) => {
    try {
      await checkOut.mutateAsync(stay.id);
      notify.success(T.checkedOut);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.alreadyEnded);
    }
  };

  const columns: DataTableColumn<THotelStay>[] = [
    { id: 'room', header: T.roomNumber, render: (s) => <strong>{s.room_number}</strong> },
    {
      id: 'guest',
      header: 'Guest',
      render: (s) => (s.first_name ? `${s.last_name}, ${s.first_name}` : s.last_name),
    },
    { id: 'realm', header: T.realm, priority: 3, render: (s) => s.realm_name },
    { id: 'check_in', header: T.checkIn, priority: 2, render: (s) => partnerDateTime(s.check_in, offset) },
    { id: 'check_out', header: T.checkOut, render: (s) => partnerDateTime(s.check_out, offset) },
    {
      id: 'state',
      header: 'State',
      priority: 2,
      render: (s) => (
        <Badge color={BADGE[s.state]} variant="light">
          {s.state}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: '',
      align: 'right',
      render: (s) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(s)}
            aria-label={`${T.editStay} ${s.room_number}`}
          >
            {T.editStay}
          </Button>
          {s.state !== 'ended' && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => void checkOutNow(s)}
              aria-label={`${T.checkOutNow} ${s.room_number}`}
            >
              {T.checkOutNow}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={T.title}
        description="Guests sign in on the Wi-Fi portal with their room number and last name, until check-out."
        actions={<Button onClick={() => setEditing('new')}>{T.addStay}</Button>}
      />
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <SegmentedControl
            data={STATES.map((s) => ({ ...s }))}
            value={state}
            onChange={(v) => {
              setState(v as StayListParams['state']);
              list.setPage(1);
            }}
            aria-label="Stays to show"
          />
          <RealmFilter
            texts={{ realm: T.realm, realmPlaceholder: 'All realms', realmNothingFound: 'No realm found' }}
            width={{ base: '100%', sm: 220 }}
            value={realm}
            onChange={(next) => {
              setRealm(next);
              list.setPage(1);
            }}
          />
          <TextInput
            label={T.roomNumber}
            placeholder="Any room"
            w={140}
            value={room}
            onChange={(e) => {
              setRoom(e.currentTarget.value);
              list.setPage(1);
            }}
          />
        </Group>
        <DataTable
          rows={query.data?.results ?? []}
          columns={columns}
          getRowId={(s) => s.id}
          isLoading={query.isPending}
          isFetching={query.isPlaceholderData}
          pagination={listPagination(list, query.data?.count ?? 0)}
          aria-label={T.title}
          emptyText={state === 'upcoming' ? T.noneUpcoming : T.noneCurrent}
        />
        <StayImport />
      </Stack>
      {editing && (
        <Suspense fallback={null}>
          <StayFormModal
            stay={editing === 'new' ? undefined : editing}
            offsetMinutes={offset}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
