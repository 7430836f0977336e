/**
 * Pages with a map import Leaflet lazily. A test that ends before that import finishes would have Leaflet
 * evaluated after jsdom is torn down ("window is not defined", an unhandled rejection that fails the run
 * although every test passed). Test files of such pages load the maps first: `beforeAll(preloadMaps)`.
 */
export const preloadMaps = () =>
  Promise.all([import('../components/map/marker-map'), import('../components/map/cluster-map')]);
