import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, DEFAULT_TILE_URL, mapTileUrl, toLatLon } from './map-config';

describe('map configuration', () => {
  it('centres near Kigali at zoom 8 by default', () => {
    expect(DEFAULT_MAP_ZOOM).toBe(8);
    expect(DEFAULT_MAP_CENTER).toEqual([-1.89, 30.06]);
  });

  it('reads the tile URL from VITE_MAP_TILE_URL, else OpenStreetMap', () => {
    expect(mapTileUrl('https://tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.com/{z}/{x}/{y}.png',
    );
    expect(mapTileUrl(undefined)).toBe(DEFAULT_TILE_URL);
    expect(mapTileUrl('  ')).toBe(DEFAULT_TILE_URL);
    expect(DEFAULT_TILE_URL).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('accepts only a complete, finite coordinate pair', () => {
    expect(toLatLon(-1.95, 30.06)).toEqual([-1.95, 30.06]);
    expect(toLatLon(0, 0)).toEqual([0, 0]);
    expect(toLatLon(null, 30.06)).toBeNull();
    expect(toLatLon(-1.95, null)).toBeNull();
    expect(toLatLon(Number.NaN, 30)).toBeNull();
    expect(toLatLon(91, 30)).toBeNull();
    expect(toLatLon(1, 181)).toBeNull();
  });
});
