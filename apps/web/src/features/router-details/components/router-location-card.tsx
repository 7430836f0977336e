import { Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import type { TRouter } from '@ared/contract/routers';
import { LazyMarkerMap } from '../../../components/map/lazy-maps';
import { DEFAULT_MAP_ZOOM, toLatLon } from '../../../components/map/map-config';
import { ROUTER_DETAILS_TEXTS as T } from '../texts';

const MAP_HEIGHT = 'clamp(300px, 52vh, 470px)';

/** Where the router is: a pin at zoom 8, or 'Device Location Not Yet Set' while lat/lon are missing. */
export function RouterLocationCard({ router }: { router: TRouter }) {
  const position = toLatLon(router.lat, router.lon);
  return (
    <Card padding="lg" h="100%">
      <Title order={4} mb="sm">
        {T.locationHeading}
      </Title>
      {position ? (
        <LazyMarkerMap
          position={position}
          zoom={DEFAULT_MAP_ZOOM}
          height={MAP_HEIGHT}
          label={T.mapLabel(router.serial_number)}
          popup={
            <>
              <strong>{router.serial_number}</strong>
              {router.location_name && <div>{router.location_name}</div>}
            </>
          }
        />
      ) : (
        <Center
          h={MAP_HEIGHT}
          bg="var(--mantine-color-gray-0)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          data-testid="no-location"
        >
          <Stack align="center" gap="xs" px="md">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconMapPinOff size={26} stroke={1.6} />
            </ThemeIcon>
            <Text fw={600}>{T.noLocation}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {T.noLocationHint}
            </Text>
          </Stack>
        </Center>
      )}
    </Card>
  );
}
