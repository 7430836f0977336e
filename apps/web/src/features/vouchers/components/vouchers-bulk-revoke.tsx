import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { TVoucher } from '@ared/contract/vouchers';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useRevokeVouchers } from '../api/revoke-vouchers';
import { canRevoke } from '../voucher-rules';
import { VOUCHERS_TEXTS } from '../texts';

const T = VOUCHERS_TEXTS.bulkRevoke;

type Props = { selected: TVoucher[]; onDone: () => void };

/**
 * The selection bar's Revoke: offered when a selected voucher is active (as a single Revoke is); confirmed,
 * then one call for all of them. The toast says how many were revoked and how many were left alone.
 */
export function VouchersBulkRevoke({ selected, onDone }: Props) {
  const [isConfirming, setConfirming] = useState(false);
  const revoke = useRevokeVouchers();
  const hasActive = selected.some(canRevoke);

  const confirm = async () => {
    try {
      const result = await revoke.mutateAsync(selected.map((v) => v.code));
      notify.success(T.revoked(result.revoked_count, result.skipped.length));
      setConfirming(false);
      onDone();
    } catch {
      notify.error(T.failed);
    }
  };

  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconBan size={14} />}
        disabled={!hasActive}
        onClick={() => setConfirming(true)}
      >
        {T.revoke}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={T.title(selected.length)}
        message={T.message}
        confirmLabel={T.revoke}
        isDanger
        isLoading={revoke.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
