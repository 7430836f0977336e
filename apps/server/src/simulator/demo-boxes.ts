import type { routers } from '../db/schema';
import { isDeployed } from '../modules/routers';

type RouterRow = Pick<typeof routers.$inferSelect, 'id' | 'location' | 'functional'>;

/** The simulator keeps four in five deployed, functional demo boxes alive; the rest stay offline. */
export const isSimulatedOnline = (router: RouterRow): boolean =>
  isDeployed(router) && router.functional && router.id % 5 !== 3;
