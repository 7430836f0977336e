import type { routers } from '../db/schema';

type RouterRow = Pick<typeof routers.$inferSelect, 'id' | 'location' | 'functional'>;

/** Boxes in transit or at the manufacturer are not deployed and never report. */
export const isDeployed = (router: Pick<RouterRow, 'location'>): boolean =>
  router.location !== 'In Transit' && router.location !== 'Manufacturer';

/** The simulator keeps four in five deployed, functional demo boxes alive; the rest stay offline. */
export const isSimulatedOnline = (router: RouterRow): boolean =>
  isDeployed(router) && router.functional && router.id % 5 !== 3;
