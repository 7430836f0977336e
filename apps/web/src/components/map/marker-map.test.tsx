import { screen } from '@testing-library/react';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { MarkerMap } from './marker-map';

describe('MarkerMap', () => {
  it('shows a pin at the position using the bundled marker images', () => {
    renderPage(<MarkerMap position={[-1.95, 30.06]} label="ARD-0001" />);
    expect(screen.getByRole('region', { name: 'ARD-0001' })).toBeInTheDocument();
    const pin = screen.getByAltText('ARD-0001');
    // Leaflet's own guess (a path read from its CSS) breaks under a bundler; the icon must be the bundled file.
    expect(pin.getAttribute('src')).toBe(iconUrl);
    expect(document.querySelector('.leaflet-marker-shadow')?.getAttribute('src')).toBe(shadowUrl);
  });
});
