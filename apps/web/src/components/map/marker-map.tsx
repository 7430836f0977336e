import type { ReactNode } from 'react';
import { Marker, Popup } from 'react-leaflet';
import { BaseMap } from './base-map';
import { markerIcon } from './leaflet-setup';
import { DEFAULT_MAP_ZOOM, type LatLon } from './map-config';

export type MarkerMapProps = {
  position: LatLon;
  /** Accessible name of the map and alternative text of the pin. */
  label: string;
  zoom?: number;
  height?: number | string;
  popup?: ReactNode;
};

/** One place on the map, centred, with a pin (router details). */
export function MarkerMap({ position, label, zoom = DEFAULT_MAP_ZOOM, height, popup }: MarkerMapProps) {
  return (
    <BaseMap center={position} zoom={zoom} height={height} label={label}>
      <Marker position={position} icon={markerIcon} alt={label} title={label}>
        {popup && <Popup>{popup}</Popup>}
      </Marker>
    </BaseMap>
  );
}
