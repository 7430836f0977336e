/** [latitude, longitude] as Leaflet reads it; kept free of Leaflet so eager code can import it. */
export type LatLon = [number, number];

/** Map zoom and centre near Kigali (spec part 2 §9). */
export const DEFAULT_MAP_ZOOM = 8;
export const DEFAULT_MAP_CENTER: LatLon = [-1.89, 30.06];

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Tile server from the build environment (VITE_MAP_TILE_URL), OpenStreetMap otherwise. */
export const mapTileUrl = (configured: unknown = import.meta.env.VITE_MAP_TILE_URL): string =>
  typeof configured === 'string' && configured.trim() ? configured.trim() : DEFAULT_TILE_URL;

/** A usable coordinate pair: both present, finite and on the globe. */
export const toLatLon = (lat: number | null | undefined, lon: number | null | undefined): LatLon | null =>
  typeof lat === 'number' &&
  typeof lon === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lon) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180
    ? [lat, lon]
    : null;
