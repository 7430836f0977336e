import { DEFAULT_MAP_CENTER, type LatLon } from './map-config';

/**
 * Supercluster settings of the locations map (spec part 1 §2): radius 50 px, clusters up to zoom 15.
 * Supercluster measures the radius against a 512-unit tile; Leaflet's tiles are 256 px, so the extent is
 * 256 to make the radius 50 screen pixels (with 512 it would be 25 and bubbles would overlap).
 */
export const CLUSTER_OPTIONS = { radius: 50, maxZoom: 15, extent: 256 } as const;

/** Colour steps at 10 and 100 points. */
export const CLUSTER_STEPS = [10, 100] as const;
export type ClusterStep = 'small' | 'medium' | 'large';

export const clusterStep = (count: number): ClusterStep => {
  if (count >= CLUSTER_STEPS[1]) return 'large';
  if (count >= CLUSTER_STEPS[0]) return 'medium';
  return 'small';
};

/** Marker diameter grows with the step so a big cluster reads as big. */
export const CLUSTER_SIZE: Record<ClusterStep, number> = { small: 36, medium: 44, large: 54 };

/** A cluster popup lists this many devices, then "and N more". */
export const CLUSTER_POPUP_LIMIT = 10;

/** The mean of the points, or the default centre in Rwanda when there are none. */
export const meanCentre = (points: readonly { lat: number; lon: number }[]): LatLon => {
  if (points.length === 0) return DEFAULT_MAP_CENTER;
  let lat = 0;
  let lon = 0;
  for (const p of points) {
    lat += p.lat;
    lon += p.lon;
  }
  return [lat / points.length, lon / points.length];
};
