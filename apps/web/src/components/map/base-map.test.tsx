import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { MarkerMap } from './marker-map';
import { MAP_TEXTS } from './texts';

const tiles = () => [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];

describe('BaseMap when tiles cannot load (a LAN without internet)', () => {
  it('says so under the map and keeps the markers', () => {
    renderPage(<MarkerMap position={[-1.95, 30.06]} label="ARD-0001" />);
    expect(tiles().length).toBeGreaterThan(0);
    expect(screen.queryByText(MAP_TEXTS.tilesUnavailable)).not.toBeInTheDocument();

    fireEvent.error(tiles()[0]!);

    expect(screen.getByRole('status')).toHaveTextContent(MAP_TEXTS.tilesUnavailable);
    expect(screen.getByAltText('ARD-0001')).toBeInTheDocument();
  });

  it('takes the notice away once tiles load again', () => {
    renderPage(<MarkerMap position={[-1.95, 30.06]} label="ARD-0001" />);
    fireEvent.error(tiles()[0]!);
    expect(screen.getByText(MAP_TEXTS.tilesUnavailable)).toBeInTheDocument();

    fireEvent.load(tiles()[0]!);

    expect(screen.queryByText(MAP_TEXTS.tilesUnavailable)).not.toBeInTheDocument();
  });
});
