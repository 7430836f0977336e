import { useState } from 'react';
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import type { TKiosk } from '@ared/contract/kiosks';
import { useFranchiseeOptions } from '../api/get-franchisee-options';
import { KIOSKS_TEXTS as T } from '../texts';

type Props = {
  kiosk: TKiosk | null;
  isSaving: boolean;
  onAssign: (franchiseeId: number) => void;
  onClose: () => void;
};

/** Picks the active micro franchisee a free kiosk goes to; Assign stays disabled until one is picked. */
export function AssignKioskModal({ kiosk, isSaving, onAssign, onClose }: Props) {
  const [picked, setPicked] = useState<string | null>(null);
  const options = useFranchiseeOptions(kiosk !== null);
  const data = (options.data ?? []).map((u) => ({ value: String(u.id), label: u.full_name }));
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Modal opened={kiosk !== null} onClose={close} title={T.assignTitle(kiosk?.serial_number ?? '')} centered>
      {options.isSuccess && data.length === 0 ? (
        <Text size="sm">{T.noFranchisee}</Text>
      ) : (
        <Select
          label={T.franchiseeLabel}
          placeholder={T.franchiseePlaceholder}
          data={data}
          value={picked}
          onChange={setPicked}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close} disabled={isSaving}>
          {T.cancel}
        </Button>
        <Button
          disabled={picked === null}
          loading={isSaving}
          onClick={() => picked && onAssign(Number(picked))}
        >
          {T.assign}
        </Button>
      </Group>
    </Modal>
  );
}
