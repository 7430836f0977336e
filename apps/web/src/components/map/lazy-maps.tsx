import { Suspense, lazy, type ReactElement } from 'react';
import { Skeleton } from '@mantine/core';
import type { ClusterMapProps, MapPoint } from './cluster-map';
import type { MarkerMapProps } from './marker-map';

/*
 * Leaflet, react-leaflet, supercluster and Leaflet's CSS load only when a map is first shown: pages import
 * these wrappers, never the map modules themselves.
 */
const MarkerMap = lazy(() => import('./marker-map').then((m) => ({ default: m.MarkerMap })));
const ClusterMap = lazy(() =>
  import('./cluster-map').then((m) => ({ default: m.ClusterMap })),
) as unknown as <T extends MapPoint>(props: ClusterMapProps<T>) => ReactElement;

const DEFAULT_HEIGHT = 360;

export function MapSkeleton({ height = DEFAULT_HEIGHT }: { height?: number | string }) {
  return <Skeleton h={height} radius="md" data-testid="map-loading" />;
}

export function LazyMarkerMap(props: MarkerMapProps) {
  return (
    <Suspense fallback={<MapSkeleton height={props.height} />}>
      <MarkerMap {...props} />
    </Suspense>
  );
}

export function LazyClusterMap<T extends MapPoint>(props: ClusterMapProps<T>) {
  return (
    <Suspense fallback={<MapSkeleton height={props.height} />}>
      <ClusterMap {...props} />
    </Suspense>
  );
}
