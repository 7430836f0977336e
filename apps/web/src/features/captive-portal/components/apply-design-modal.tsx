import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { PORTAL_APPLY_TEXTS as T } from '@ared/contract/portal-texts';
import type { TCaptivePortal } from '@ared/contract/captive-portal';
import { notify } from '../../../lib/notify';
import { useApplyPortalDesign } from '../api/apply-design';

type Props = {
  /** The portal whose design is applied; null: the dialog is closed. */
  source: TCaptivePortal | null;
  /** The portals ticked in the table (the source among them is left out). */
  selected: readonly TCaptivePortal[];
  /** How many portals the partner has, the source included. */
  total: number;
  onClose: () => void;
  onApplied: () => void;
};

type Choice = 'every' | 'selected';

/**
 * One design for many boxes (issue 29 §4): the source's design onto every other box, or onto the boxes
 * ticked in the table. The server copies it in one transaction; the toast says how many pages changed.
 */
export function ApplyDesignModal({ source, selected, total, onClose, onApplied }: Props) {
  const apply = useApplyPortalDesign();
  const targets = selected.filter((p) => p.id !== source?.id);
  const [choice, setChoice] = useState<Choice>('every');
  const effective: Choice = targets.length === 0 ? 'every' : choice;

  const submit = async () => {
    if (!source) return;
    try {
      const result = await apply.mutateAsync({
        sourceId: source.id,
        targets: effective === 'every' ? { all: true } : { portals: targets.map((p) => p.id) },
      });
      notify.success(T.applied(result.applied_count));
      onApplied();
    } catch {
      notify.error(T.failed);
    }
  };

  return (
    <Modal opened={source !== null} onClose={onClose} title={T.title} centered>
      {source && (
        <Stack gap="md">
          <Text size="sm">{T.intro(source.name, source.router.serial_number)}</Text>
          <Radio.Group value={effective} onChange={(v) => setChoice(v as Choice)} aria-label={T.title}>
            <Stack gap="xs">
              <Radio value="every" label={T.everyOther(Math.max(0, total - 1))} />
              <Radio
                value="selected"
                label={T.selected(targets.length)}
                disabled={targets.length === 0}
                description={targets.length === 0 ? T.noneSelected : undefined}
              />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={apply.isPending}>
              {T.cancel}
            </Button>
            <Button loading={apply.isPending} disabled={total < 2} onClick={() => void submit()}>
              {T.apply}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
