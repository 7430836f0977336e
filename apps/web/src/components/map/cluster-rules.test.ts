import { describe, expect, it } from 'vitest';
import { CLUSTER_OPTIONS, clusterStep, meanCentre } from './cluster-rules';
import { DEFAULT_MAP_CENTER } from './map-config';

describe('cluster rules', () => {
  it('clusters with a radius of 50 screen pixels (256 px Leaflet tiles) up to zoom 15', () => {
    expect(CLUSTER_OPTIONS).toEqual({ radius: 50, maxZoom: 15, extent: 256 });
  });

  it('changes colour at 10 and at 100 points', () => {
    expect(clusterStep(2)).toBe('small');
    expect(clusterStep(9)).toBe('small');
    expect(clusterStep(10)).toBe('medium');
    expect(clusterStep(99)).toBe('medium');
    expect(clusterStep(100)).toBe('large');
    expect(clusterStep(1000)).toBe('large');
  });

  it('centres on the mean of the points', () => {
    expect(
      meanCentre([
        { lat: -1, lon: 30 },
        { lat: -2, lon: 29 },
        { lat: -3, lon: 31 },
      ]),
    ).toEqual([-2, 30]);
    expect(meanCentre([{ lat: -1.5, lon: 29.6 }])).toEqual([-1.5, 29.6]);
  });

  it('falls back to the default centre in Rwanda when there are no points', () => {
    expect(meanCentre([])).toEqual(DEFAULT_MAP_CENTER);
  });
});
