/**
 * Whether a box is deployed (the list's `on_field`): one in transit or still at the manufacturer is not, and
 * never reports. A rule of Router Management; the demo simulator and seeds ask it here.
 */
export const isDeployed = (router: { location: string | null }): boolean =>
  router.location !== 'In Transit' && router.location !== 'Manufacturer';
