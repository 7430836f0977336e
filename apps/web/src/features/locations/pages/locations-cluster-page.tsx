import { useMemo } from 'react';
import { Alert, Badge, Box, Button, Card, Group, LoadingOverlay, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { MAP_DEVICE_LIMIT, type TDeviceLocation } from '@ared/contract/locations';
import { LazyClusterMap } from '../../../components/map/lazy-maps';
import { PageHeader } from '../../../components/page-header';
import { useLocations } from '../api/get-locations';
import { ClusterPopup, DevicePopup } from '../components/device-popups';
import { LOCATION_TABS, locationTabLabel, parseLocationTab, type LocationTab } from '../location-tabs';
import { LOCATIONS_TEXTS as T } from '../texts';
import { ScrollingTabList } from '../../../components/scrolling-tab-list/scrolling-tab-list';

const MAP_HEIGHT = 'max(420px, calc(100dvh - 330px))';

const deviceKey = (d: TDeviceLocation) => `${d.kind}-${d.id}`;
const deviceTitle = (d: TDeviceLocation) => d.serial_number;
const renderDevice = (d: TDeviceLocation) => <DevicePopup device={d} />;
const renderCluster = (devices: TDeviceLocation[], total: number) => (
  <ClusterPopup devices={devices} total={total} />
);

/** Tabs stay on one line and scroll sideways on phones. */

/** /locations-cluster: routers and kiosks on a clustered map, by tab (kept in ?tab=). */
export function LocationsClusterPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseLocationTab(params.get('tab'));
  const query = useLocations(tab);
  // The server sends at most 1000; never map more even if it did.
  const devices = useMemo(() => (query.data?.results ?? []).slice(0, MAP_DEVICE_LIMIT), [query.data]);

  const selectTab = (value: string | null) => {
    const next = parseLocationTab(value);
    setParams(next === 'all' ? {} : { tab: next }, { replace: true });
  };

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Card padding="md">
        <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
          <Tabs value={tab} onChange={selectTab}>
            <ScrollingTabList>
              {LOCATION_TABS.map((value: LocationTab) => (
                <Tabs.Tab key={value} value={value}>
                  {locationTabLabel(value)}
                </Tabs.Tab>
              ))}
            </ScrollingTabList>
          </Tabs>
          {query.data && (
            <Badge
              variant="light"
              size="lg"
              leftSection={<IconMapPin size={14} />}
              data-testid="device-count"
            >
              {T.devices(devices.length)}
            </Badge>
          )}
        </Group>
        {query.data?.truncated && (
          <Alert
            color="yellow"
            variant="light"
            mb="md"
            icon={<IconAlertTriangle size={18} />}
            data-testid="truncated-note"
          >
            {T.truncated(MAP_DEVICE_LIMIT, query.data.count)}
          </Alert>
        )}
        {query.isError && (
          <Alert color="red" variant="light" mb="md" title={T.fetchFailed}>
            <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
              {T.retry}
            </Button>
          </Alert>
        )}
        {query.isSuccess && !query.isPlaceholderData && devices.length === 0 && (
          <Text c="dimmed" size="sm" mb="md" data-testid="locations-empty">
            {T.empty}
          </Text>
        )}
        <Box pos="relative">
          <LoadingOverlay visible={query.isFetching} zIndex={500} overlayProps={{ backgroundOpacity: 0.3 }} />
          <LazyClusterMap
            points={devices}
            label={T.mapLabel}
            height={MAP_HEIGHT}
            getKey={deviceKey}
            getTitle={deviceTitle}
            renderPoint={renderDevice}
            renderCluster={renderCluster}
          />
        </Box>
      </Card>
    </>
  );
}
