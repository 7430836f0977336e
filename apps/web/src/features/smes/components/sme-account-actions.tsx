import { useState } from 'react';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconLock, IconLockOpen, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { TSme } from '@ared/contract/smes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/use-can';
import { useUpdateSme } from '../api/update-sme';
import { SME_ACCOUNT_ACTION_BODY, smeAccountActions, type SmeAccountAction } from '../sme-rules';
import { SME_DETAILS_TEXTS } from '../texts';

const T = SME_DETAILS_TEXTS.actions;

const LOOK: Record<SmeAccountAction, { icon: typeof IconLock; color: string; isDanger: boolean }> = {
  suspend: { icon: IconPlayerPause, color: 'orange', isDanger: true },
  activate: { icon: IconPlayerPlay, color: 'brand', isDanger: false },
  terminate: { icon: IconLock, color: 'red', isDanger: true },
  restore: { icon: IconLockOpen, color: 'brand', isDanger: false },
};

/**
 * Suspend / Activate and Terminate / Restore, each behind a confirmation that explains its effect.
 * Partner staff see the account's state without the buttons (decision 011: partner_admin only).
 */
export function SmeAccountActions({ sme }: { sme: TSme }) {
  const canChange = useCan('admin');
  const update = useUpdateSme();
  const [pending, setPending] = useState<SmeAccountAction | null>(null);

  const confirm = async () => {
    if (!pending) return;
    try {
      await update.mutateAsync({ id: sme.id, body: SME_ACCOUNT_ACTION_BODY[pending] });
      notify.success(T.done[pending]);
      setPending(null);
    } catch (error) {
      // Spec part 1 §8: suspend and terminate failures are only logged; the dialog stays usable.
      console.error(`Could not ${pending} the SME`, error);
    }
  };

  return (
    <Card padding="lg">
      <Title order={4} mb="xs">
        {T.heading}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {T.state[sme.is_terminated ? 'terminated' : sme.is_active ? 'active' : 'suspended']}
      </Text>
      {canChange && (
        <Group gap="sm">
          {smeAccountActions(sme).map((action) => {
            const { icon: Icon, color } = LOOK[action];
            return (
              <Button
                key={action}
                variant="light"
                color={color}
                leftSection={<Icon size={16} />}
                onClick={() => setPending(action)}
              >
                {T[action]}
              </Button>
            );
          })}
        </Group>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={pending ? T.confirm[pending](sme.name) : ''}
        message={pending ? T.effect[pending] : undefined}
        confirmLabel={pending ? T[pending] : undefined}
        isDanger={pending ? LOOK[pending].isDanger : false}
        isLoading={update.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
