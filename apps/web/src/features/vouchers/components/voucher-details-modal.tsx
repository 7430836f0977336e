import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import type { TVoucher } from '@ared/contract/vouchers';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useRevokeVoucher } from '../api/revoke-voucher';
import { wholeMinutes } from '../voucher-format';
import { canRevoke } from '../voucher-rules';
import { VOUCHERS_TEXTS } from '../texts';
import { DetailRows } from './detail-rows';
import { StatusBadge } from './status-badge';
import { VoucherSmsForm } from './voucher-sms-form';
import { useAuthStore } from '../../../lib/auth-store';

const T = VOUCHERS_TEXTS;
const D = T.voucherDetails;

type Props = { voucher: TVoucher | null; onClose: () => void };

/**
 * Voucher details (code, status, duration, multi-user, created, expires, used by, remaining) with Revoke,
 * and Send by SMS for an active voucher when the partner has the voucher SMS add-on.
 */
export function VoucherDetailsModal({ voucher, onClose }: Props) {
  const [isConfirming, setConfirming] = useState(false);
  const revoke = useRevokeVoucher();
  const canSms = useAuthStore((s) => s.user?.partner?.has_voucher_sms_feature_enabled === true);

  const close = () => {
    setConfirming(false);
    onClose();
  };
  const confirmRevoke = async () => {
    if (!voucher) return;
    try {
      await revoke.mutateAsync(voucher.code);
      notify.success(D.revoked);
      close();
    } catch {
      notify.error(D.revokeFailed);
    }
  };

  return (
    <>
      <Modal opened={voucher !== null && !isConfirming} onClose={close} title={D.title} centered radius="lg">
        {voucher && (
          <>
            <DetailRows
              rows={[
                {
                  label: D.code,
                  value: (
                    <Text ff="monospace" fw={700} size="lg">
                      {voucher.code}
                    </Text>
                  ),
                },
                { label: D.status, value: <StatusBadge status={voucher.status} /> },
                { label: D.duration, value: T.minutes(wholeMinutes(voucher.duration)) },
                { label: D.multiUser, value: voucher.multi_user ? T.yes : T.no },
                { label: D.created, value: formatListDateTime(voucher.created_at) ?? T.none },
                { label: D.expires, value: formatListDateTime(voucher.expiry_date) ?? T.none },
                { label: D.usedBy, value: voucher.used_by.length > 0 ? voucher.used_by.join(', ') : T.none },
                { label: D.remaining, value: T.minutes(wholeMinutes(voucher.remaining_time)) },
                ...(voucher.realm ? [{ label: D.realm, value: voucher.realm.name }] : []),
              ]}
            />
            {canSms && voucher.status === 'active' && <VoucherSmsForm code={voucher.code} />}
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={close}>
                {D.close}
              </Button>
              {canRevoke(voucher) && (
                <Button color="red" leftSection={<IconBan size={16} />} onClick={() => setConfirming(true)}>
                  {D.revoke}
                </Button>
              )}
            </Group>
          </>
        )}
      </Modal>
      <ConfirmDialog
        opened={voucher !== null && isConfirming}
        title={D.revokeTitle}
        message={voucher ? D.revokeMessage(voucher.code) : undefined}
        confirmLabel={D.revoke}
        isDanger
        isLoading={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
