import { useState } from 'react';
import { Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useKiosks } from '../../../entities/kiosk/api/get-kiosks';
import { PROFILE_TEXTS as T } from '../texts';

type Props = { opened: boolean; isSaving: boolean; onAssign: (kioskId: number) => void; onClose: () => void };

/** A radio list of the partner's unassigned kiosks, or 'No available kiosk.'; Assign waits for a choice. */
export function AssignKioskDialog({ opened, isSaving, onAssign, onClose }: Props) {
  const [picked, setPicked] = useState<string | null>(null);
  const free = useKiosks(
    { has_been_assigned_mf: 'false', page: 1, page_size: 100, ordering: 'serial_number' },
    { enabled: opened },
  );
  const kiosks = free.data?.results ?? [];
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={T.assignKiosk} centered>
      {free.isPending ? (
        <Loader size="sm" />
      ) : free.isError ? (
        <Text size="sm" c="red">
          {T.kioskFetchFailed}
        </Text>
      ) : kiosks.length === 0 ? (
        <Text size="sm">{T.noKiosk}</Text>
      ) : (
        <Radio.Group value={picked} onChange={setPicked} label={T.fields.kiosk}>
          <Stack gap="xs" mt="xs" mah={320} style={{ overflowY: 'auto' }}>
            {kiosks.map((k) => (
              <Radio key={k.id} value={String(k.id)} label={k.serial_number} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={isSaving}>
          {T.cancel}
        </Button>
        <Button
          disabled={picked === null}
          loading={isSaving}
          onClick={() => {
            if (picked === null) return;
            onAssign(Number(picked));
            setPicked(null);
          }}
        >
          {T.assign}
        </Button>
      </Group>
    </Modal>
  );
}
