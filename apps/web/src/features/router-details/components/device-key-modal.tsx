import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useIssueDeviceKey } from '../api/issue-device-key';
import { ROUTER_DETAILS_TEXTS } from '../texts';

const T = ROUTER_DETAILS_TEXTS.deviceKey;

type Props = { routerId: number; opened: boolean; onClose: () => void };

/**
 * Issue (rotate) the box's device key. The shared confirmation comes first and says the current key stops
 * working; only then is the key issued, and the new key is shown once.
 */
export function DeviceKeyModal({ routerId, opened, onClose }: Props) {
  const issue = useIssueDeviceKey();
  const close = () => {
    issue.reset();
    onClose();
  };
  const key = issue.data?.device_key;
  return (
    <>
      <ConfirmDialog
        opened={opened && !key}
        title={T.confirmTitle}
        message={T.warning}
        confirmLabel={T.issue}
        cancelLabel={T.cancel}
        isDanger
        isLoading={issue.isPending}
        onCancel={close}
        onConfirm={() =>
          issue.mutate(routerId, { onError: (error) => notify.error(serverMessage(error) ?? T.failed) })
        }
      />
      <Modal opened={opened && Boolean(key)} onClose={close} title={T.title} centered radius="lg">
        {key && (
          <Stack gap="md">
            <Alert color="yellow" variant="light">
              {T.shownOnce}
            </Alert>
            <Code block data-testid="device-key">
              {key}
            </Code>
            <Group justify="flex-end">
              <CopyButton value={key}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? T.copied : T.copy}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={close}>{T.close}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
