import { useState } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import type { TSession } from '@ared/contract/vouchers';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useTerminateSession } from '../api/terminate-session';
import { formatBytes, wholeMinutes } from '../voucher-format';
import { canTerminate } from '../voucher-rules';
import { VOUCHERS_TEXTS } from '../texts';
import { DetailRows } from './detail-rows';
import { StatusBadge } from './status-badge';

const T = VOUCHERS_TEXTS;
const D = T.sessionDetails;

type Props = { session: TSession | null; onClose: () => void };

/** Session details with Terminate (a confirm first), offered while the guest is connected. */
export function SessionDetailsModal({ session, onClose }: Props) {
  const [isConfirming, setConfirming] = useState(false);
  const terminate = useTerminateSession();

  const close = () => {
    setConfirming(false);
    onClose();
  };
  const confirmTerminate = async () => {
    if (!session) return;
    try {
      await terminate.mutateAsync(session.id);
      notify.success(D.terminated);
      close();
    } catch {
      notify.error(D.terminateFailed);
    }
  };

  return (
    <>
      <Modal opened={session !== null && !isConfirming} onClose={close} title={D.title} centered radius="lg">
        {session && (
          <>
            <DetailRows
              rows={[
                { label: D.clientIp, value: session.client_ip ?? T.none },
                { label: D.clientMac, value: session.client_mac },
                { label: D.status, value: <StatusBadge status={session.status} /> },
                { label: D.type, value: T.sessionType[session.session_type] },
                { label: D.voucher, value: session.voucher_code ?? T.none },
                { label: D.router, value: session.router.serial_number },
                { label: D.startTime, value: formatListDateTime(session.start_time) ?? T.none },
                { label: D.stopTime, value: formatListDateTime(session.stop_time) ?? T.none },
                { label: D.duration, value: T.minutes(wholeMinutes(session.duration)) },
                { label: D.remaining, value: T.minutes(wholeMinutes(session.remaining_time)) },
                { label: D.dataIn, value: formatBytes(session.bytes_in) },
                { label: D.dataOut, value: formatBytes(session.bytes_out) },
              ]}
            />
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={close}>
                {D.close}
              </Button>
              {canTerminate(session) && (
                <Button
                  color="red"
                  leftSection={<IconPlugConnectedX size={16} />}
                  onClick={() => setConfirming(true)}
                >
                  {D.terminate}
                </Button>
              )}
            </Group>
          </>
        )}
      </Modal>
      <ConfirmDialog
        opened={session !== null && isConfirming}
        title={D.terminateTitle}
        message={session ? D.terminateMessage(session.client_mac) : undefined}
        confirmLabel={D.terminate}
        isDanger
        isLoading={terminate.isPending}
        onConfirm={() => void confirmTerminate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
