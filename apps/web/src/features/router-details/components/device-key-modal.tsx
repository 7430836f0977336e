import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useIssueDeviceKey } from '../api/issue-device-key';
import { ROUTER_DETAILS_TEXTS } from '../texts';

const T = ROUTER_DETAILS_TEXTS.deviceKey;

type Props = { routerId: number; opened: boolean; onClose: () => void };

/** Issue (rotate) the box's device key: a warning first, then the new key, shown once. */
export function DeviceKeyModal({ routerId, opened, onClose }: Props) {
  const issue = useIssueDeviceKey();
  const close = () => {
    issue.reset();
    onClose();
  };
  const key = issue.data?.device_key;
  return (
    <Modal opened={opened} onClose={close} title={T.title} centered radius="lg">
      {key ? (
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
      ) : (
        <Stack gap="md">
          <Text size="sm">{T.warning}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={issue.isPending}>
              {T.cancel}
            </Button>
            <Button
              color="red"
              loading={issue.isPending}
              onClick={() =>
                issue.mutate(routerId, { onError: (error) => notify.error(serverMessage(error) ?? T.failed) })
              }
            >
              {T.issue}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
