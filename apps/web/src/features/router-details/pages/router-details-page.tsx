import { Suspense, useEffect } from 'react';
import { Alert, Badge, Button, Grid, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconKey, IconQrcode } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-error';
import { useCan } from '../../../lib/use-can';
import { useRouterById } from '../api/get-router';
import { RouterInfoCard } from '../components/router-info-card';
import { RouterLocationCard } from '../components/router-location-card';
import { RouterNotFound } from '../components/router-not-found';
import { ROUTER_DETAILS_TEXTS as T } from '../texts';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';

// Dialogs are loaded on first use (decision 089): none is needed to show the page.
const DeviceKeyModal = dialogOnFirstUse(
  () => import('../components/device-key-modal').then((m) => m.DeviceKeyModal),
  'opened',
);
const RouterQrModal = dialogOnFirstUse(
  () => import('../components/router-qr-modal').then((m) => m.RouterQrModal),
  'opened',
);

// The RADIUS card sits under the two tall cards, below the first screen on any phone: its code (and
// Mantine's SegmentedControl, ~5 KB gzipped together) is not needed to draw the page. It is asked for as
// this module loads, beside the box's data, so it is usually here when the box is (issue 29 §7).
const { Part: RouterRadiusCard, preload: preloadRadiusCard } = loadOnFirstUse(() =>
  import('../components/router-radius-card').then((m) => ({ default: m.RouterRadiusCard })),
);
void preloadRadiusCard();

const parseId = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const BackButton = () => (
  <Button component={Link} to="/routers" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
    {T.back}
  </Button>
);

/** /router-details/{id}: the router's properties, its place on the map, its RADIUS status and its QR code. */
export function RouterDetailsPage() {
  const id = parseId(useParams().id);
  const query = useRouterById(id);
  const [isQrOpen, qr] = useDisclosure(false);
  const [isKeyOpen, keyModal] = useDisclosure(false);
  // Only a partner admin may issue device keys (the server enforces it too).
  const isAdmin = useCan('admin');
  const isNotFound = id === null || (query.error instanceof ApiError && query.error.status === 404);

  useEffect(() => {
    // The spec keeps this message in the console; the page shows its own not-found state.
    if (id === null || query.error) console.error(T.notFoundLog, query.error ?? '');
  }, [id, query.error]);

  if (isNotFound)
    return (
      <>
        <PageHeader title={T.loadingTitle} actions={<BackButton />} />
        <RouterNotFound />
      </>
    );

  if (query.isError)
    return (
      <>
        <PageHeader title={T.loadingTitle} actions={<BackButton />} />
        <Alert color="red" variant="light" title={T.loadFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      </>
    );

  const router = query.data;
  return (
    <>
      <PageHeader
        title={router ? T.title(router.serial_number) : T.loadingTitle}
        description={
          router && (
            <Badge variant="dot" color={router.is_online ? 'brand' : 'gray'} component="span">
              {router.is_online ? T.online : T.offline}
            </Badge>
          )
        }
        actions={
          <>
            <BackButton />
            {isAdmin && (
              <Button
                variant="light"
                leftSection={<IconKey size={16} />}
                onClick={keyModal.open}
                disabled={!router}
              >
                {T.deviceKey.button}
              </Button>
            )}
            <Button leftSection={<IconQrcode size={16} />} onClick={qr.open} disabled={!router}>
              {T.getQrCode}
            </Button>
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {router ? <RouterInfoCard router={router} /> : <Skeleton h={460} radius="lg" />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {router ? <RouterLocationCard router={router} /> : <Skeleton h={460} radius="lg" />}
        </Grid.Col>
        {router && (
          <Grid.Col span={12}>
            <Suspense fallback={<Skeleton h={220} radius="lg" />}>
              <RouterRadiusCard routerId={router.id} />
            </Suspense>
          </Grid.Col>
        )}
      </Grid>
      {router && <RouterQrModal serial={router.serial_number} opened={isQrOpen} onClose={qr.close} />}
      {router && isAdmin && (
        <DeviceKeyModal routerId={router.id} opened={isKeyOpen} onClose={keyModal.close} />
      )}
    </>
  );
}
