import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ClusterMap } from './cluster-map';

type Device = { serial: string; lat: number; lon: number };

const near = (n: number, prefix: string, lat: number, lon: number): Device[] =>
  Array.from({ length: n }, (_, i) => ({ serial: `${prefix}-${i + 1}`, lat: lat + i * 0.0001, lon }));

const renderMap = (points: Device[]) =>
  renderPage(
    <ClusterMap
      points={points}
      label="Devices"
      getKey={(p) => p.serial}
      getTitle={(p) => p.serial}
      renderPoint={(p) => <span>point {p.serial}</span>}
      renderCluster={(items, total) => (
        <span data-testid="cluster-popup">
          {total}: {items.map((i) => i.serial).join(',')}
        </span>
      )}
    />,
  );

describe('ClusterMap', () => {
  it('draws clusters with their count and colour step, and lone devices as pins', () => {
    renderMap([
      ...near(12, 'K', -1.95, 30.06),
      ...near(3, 'M', -1.5, 29.6),
      { serial: 'FAR', lat: 2, lon: 35 },
    ]);
    const big = screen.getByTitle('12 devices');
    expect(big).toHaveTextContent('12');
    expect(big.querySelector('[data-step]')).toHaveAttribute('data-step', 'medium');
    expect(screen.getByTitle('3 devices').querySelector('[data-step]')).toHaveAttribute('data-step', 'small');
    expect(screen.getByAltText('FAR')).toBeInTheDocument();
  });

  it('joins devices within 50 screen pixels at the default zoom 8, not farther', () => {
    // At zoom 8 a degree of longitude is 256 × 2^8 / 360 ≈ 182 px: 0.22° ≈ 40 px, 0.33° ≈ 60 px.
    renderMap([
      { serial: 'A', lat: -1.95, lon: 30.0 },
      { serial: 'B', lat: -1.95, lon: 30.22 },
      { serial: 'C', lat: -2.5, lon: 29.0 },
      { serial: 'D', lat: -2.5, lon: 29.33 },
    ]);
    expect(screen.getByTitle('2 devices')).toBeInTheDocument();
    expect(screen.getByAltText('C')).toBeInTheDocument();
    expect(screen.getByAltText('D')).toBeInTheDocument();
  });

  it('uses the large colour from 100 points', () => {
    renderMap(near(100, 'R', -1.95, 30.06));
    expect(screen.getByTitle('100 devices').querySelector('[data-step]')).toHaveAttribute(
      'data-step',
      'large',
    );
  });

  it('lists the first 10 devices of a clicked cluster in a popup', async () => {
    renderMap(near(12, 'K', -1.95, 30.06));
    fireEvent.click(screen.getByTitle('12 devices'));
    const popup = await screen.findByTestId('cluster-popup');
    expect(popup.textContent?.startsWith('12: ')).toBe(true);
    expect(popup.textContent?.split(': ')[1]?.split(',')).toHaveLength(10);
    // …and expands it: the map zooms in to where the cluster splits.
    await waitFor(() => expect(screen.queryByTitle('12 devices')).not.toBeInTheDocument());
  });

  it('opens the popup of a single device when its pin is clicked', async () => {
    renderMap([{ serial: 'SOLO', lat: -1.95, lon: 30.06 }]);
    fireEvent.click(screen.getByAltText('SOLO'));
    await waitFor(() => expect(screen.getByText('point SOLO')).toBeInTheDocument());
  });

  it('opens a cluster from the keyboard (Enter), puts focus in its popup, and Escape closes it', async () => {
    renderMap(near(12, 'K', -1.95, 30.06));
    const cluster = screen.getByTitle('12 devices');
    expect(cluster).toHaveAttribute('tabindex', '0');
    cluster.focus();
    fireEvent.keyDown(cluster, { key: 'Enter' });
    const popup = await screen.findByTestId('cluster-popup');
    await waitFor(() => expect(document.activeElement).toBe(popup.closest('.leaflet-popup-content')));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('cluster-popup')).not.toBeInTheDocument());
  });

  it('leaves other keys to the map (arrows pan it)', async () => {
    renderMap(near(12, 'K', -1.95, 30.06));
    fireEvent.keyDown(screen.getByTitle('12 devices'), { key: 'ArrowDown' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('cluster-popup')).not.toBeInTheDocument();
  });
});
