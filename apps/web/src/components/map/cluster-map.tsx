import { useMemo, useState, type ReactNode } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import { BaseMap } from './base-map';
import { CLUSTER_OPTIONS, CLUSTER_POPUP_LIMIT, CLUSTER_SIZE, clusterStep, meanCentre } from './cluster-rules';
import { L, markerIcon } from './leaflet-setup';
import type { LatLon } from './map-config';

export type MapPoint = { lat: number; lon: number };

export type ClusterMapProps<T extends MapPoint> = {
  points: readonly T[];
  /** Accessible name of the map. */
  label: string;
  height?: number | string;
  getKey: (point: T) => string;
  /** Tooltip and alternative text of a single point's pin. */
  getTitle: (point: T) => string;
  /** Popup of a single point. */
  renderPoint: (point: T) => ReactNode;
  /** Popup of a cluster: its first devices and how many it holds. */
  renderCluster: (points: T[], total: number) => ReactNode;
};

type PointProps = { index: number };
type OpenCluster = { id: number; position: LatLon; total: number; indexes: number[]; byKeyboard: boolean };

/** The whole world: at most 1000 devices, so clustering everything at the current zoom is cheap. */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

const clusterIcon = (count: number, text: string | number) => {
  const step = clusterStep(count);
  const size = CLUSTER_SIZE[step];
  return L.divIcon({
    html: `<div class="ared-cluster ared-cluster--${step}" data-step="${step}">${text}</div>`,
    className: 'ared-cluster-icon',
    iconSize: L.point(size, size),
  });
};

function ClusterLayer<T extends MapPoint>(props: Omit<ClusterMapProps<T>, 'label' | 'height'>) {
  const { points, getKey, getTitle, renderPoint, renderCluster } = props;
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  const [open, setOpen] = useState<(OpenCluster & { index: Supercluster<PointProps> }) | null>(null);
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });

  const index = useMemo(() => {
    const cluster = new Supercluster<PointProps>({ ...CLUSTER_OPTIONS });
    cluster.load(
      points.map((p, i) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [p.lon, p.lat] },
        properties: { index: i },
      })),
    );
    return cluster;
  }, [points]);

  const markers = useMemo(
    () =>
      index.getClusters(WORLD, Math.round(zoom)).map((feature) => {
        const [lon, lat] = feature.geometry.coordinates as [number, number];
        const position: LatLon = [lat, lon];
        const { properties } = feature;
        if ('cluster' in properties && properties.cluster) {
          const id = properties.cluster_id;
          const total = properties.point_count;
          return {
            kind: 'cluster' as const,
            id,
            total,
            position,
            icon: clusterIcon(total, properties.point_count_abbreviated),
          };
        }
        return { kind: 'point' as const, point: points[(properties as PointProps).index] as T, position };
      }),
    [index, points, zoom],
  );

  const openCluster = (id: number, position: LatLon, total: number, byKeyboard: boolean) => {
    const indexes = index.getLeaves(id, CLUSTER_POPUP_LIMIT).map((leaf) => leaf.properties.index);
    // The popup opens once the zoom has ended: opened during the animation, Leaflet's auto-pan measured the
    // old view and the popup could end up cut by the map's edge.
    map.once('moveend', () => setOpen({ id, position, total, indexes, index, byKeyboard }));
    // Expand: zoom to where the cluster splits (never past the map's own maximum).
    map.setView(position, Math.min(index.getClusterExpansionZoom(id), map.getMaxZoom()));
  };

  return (
    <>
      {markers.map((m) =>
        m.kind === 'cluster' ? (
          <Marker
            key={`cluster-${m.id}`}
            position={m.position}
            icon={m.icon}
            title={`${m.total} devices`}
            eventHandlers={{
              click: () => openCluster(m.id, m.position, m.total, false),
              // A cluster is a button (Leaflet gives it role and tab stop) but answers clicks only.
              keydown: (event) => {
                const key = (event.originalEvent as KeyboardEvent).key;
                if (key !== 'Enter' && key !== ' ') return;
                event.originalEvent.preventDefault();
                openCluster(m.id, m.position, m.total, true);
              },
            }}
          />
        ) : (
          <Marker
            key={getKey(m.point)}
            position={m.position}
            icon={markerIcon}
            title={getTitle(m.point)}
            alt={getTitle(m.point)}
          >
            <Popup>{renderPoint(m.point)}</Popup>
          </Marker>
        ),
      )}
      {open && open.index === index && (
        <Popup
          key={`cluster-popup-${open.id}`}
          position={open.position}
          // Tip just above the spot, so the devices the zoom just revealed stay visible below it.
          offset={[0, -18]}
          eventHandlers={{
            remove: () => setOpen(null),
            // Opened from the keyboard: the cluster's button is gone with the zoom, so focus goes to the popup.
            add: (event) => {
              if (!open.byKeyboard) return;
              // Its content is read first; Tab then reaches its close button, Escape closes it.
              const content = (event.target as L.Popup)
                .getElement()
                ?.querySelector<HTMLElement>('.leaflet-popup-content');
              if (!content) return;
              content.setAttribute('tabindex', '-1');
              content.addEventListener('keydown', (key) => {
                if (key.key !== 'Escape') return;
                map.closePopup();
                map.getContainer().focus();
              });
              content.focus();
            },
          }}
        >
          {renderCluster(
            open.indexes.map((i) => points[i] as T),
            open.total,
          )}
        </Popup>
      )}
    </>
  );
}

/** Devices clustered with supercluster (radius 50, up to zoom 15), centred on the mean of the points. */
export function ClusterMap<T extends MapPoint>({ label, height, ...layer }: ClusterMapProps<T>) {
  const center = useMemo(() => meanCentre(layer.points), [layer.points]);
  return (
    <BaseMap center={center} height={height} label={label}>
      <ClusterLayer {...layer} />
    </BaseMap>
  );
}
