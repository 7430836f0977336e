import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import type { TDeviceLocation } from '@ared/contract/locations';
import { LOCATIONS_TEXTS as T } from '../texts';

function DeviceLines({ device }: { device: TDeviceLocation }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {T.serialNumber}:{' '}
        </Text>
        <Text span fw={600} size="sm">
          {device.serial_number}
        </Text>
      </Text>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {T.ipAddress}:{' '}
        </Text>
        {device.ip_address ?? T.noIp}
      </Text>
    </Stack>
  );
}

/** Popup of one device: its serial number and IP address. */
export function DevicePopup({ device }: { device: TDeviceLocation }) {
  return (
    <Stack gap={6} data-testid="device-popup" miw={180}>
      <Badge size="xs" variant="light" color={device.kind === 'router' ? 'brand' : 'orange'}>
        {T.kind[device.kind]}
      </Badge>
      <DeviceLines device={device} />
    </Stack>
  );
}

/** Popup of a cluster: how many devices it holds and the serials and IPs of the first few. */
export function ClusterPopup({ devices, total }: { devices: TDeviceLocation[]; total: number }) {
  return (
    // It scrolls when the devices outgrow it: a tab stop of its own, so the keyboard can scroll it too.
    <Stack
      gap={6}
      data-testid="cluster-popup"
      miw={200}
      mah={260}
      style={{ overflowY: 'auto' }}
      tabIndex={0}
      role="group"
      aria-label={T.clusterHeading(total)}
    >
      <Text fw={700} size="sm">
        {T.clusterHeading(total)}
      </Text>
      {devices.map((device, i) => (
        <Stack key={`${device.kind}-${device.id}`} gap={4}>
          {i > 0 && <Divider />}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <DeviceLines device={device} />
          </Group>
        </Stack>
      ))}
      {total > devices.length && (
        <Text size="xs" c="dimmed">
          {T.more(total - devices.length)}
        </Text>
      )}
    </Stack>
  );
}
