import './leaflet-setup';
import { useEffect, type ReactNode } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { DEFAULT_MAP_ZOOM, MAP_ATTRIBUTION, mapTileUrl, type LatLon } from './map-config';
import { TilesUnavailableNotice, useTileStatus } from './tile-status';

export type BaseMapProps = {
  center: LatLon;
  zoom?: number;
  /** CSS height of the map; the width follows its container. */
  height?: number | string;
  /** Accessible name of the map region. */
  label: string;
  children?: ReactNode;
};

/** MapContainer reads `center` and `zoom` once; follow later changes (another tab, new data). */
function ViewSync({ center, zoom }: { center: LatLon; zoom: number }) {
  const map = useMap();
  const [lat, lon] = center;
  useEffect(() => {
    map.setView([lat, lon], zoom);
  }, [map, lat, lon, zoom]);
  return null;
}

/** A Leaflet map with the configured tiles; the shared base of every map screen. */
export function BaseMap({ center, zoom = DEFAULT_MAP_ZOOM, height = 360, label, children }: BaseMapProps) {
  const tiles = useTileStatus();
  return (
    <div role="region" aria-label={label} data-testid="map" style={{ position: 'relative' }}>
      <MapContainer
        center={center}
        zoom={zoom}
        scrollWheelZoom={false}
        className="ared-map"
        style={{ height, width: '100%' }}
      >
        <TileLayer url={mapTileUrl()} attribution={MAP_ATTRIBUTION} eventHandlers={tiles.eventHandlers} />
        <ViewSync center={center} zoom={zoom} />
        {children}
      </MapContainer>
      {tiles.status === 'failed' && <TilesUnavailableNotice />}
    </div>
  );
}
