import { sql } from 'drizzle-orm';
import { routers } from './schema';
/**
 * Whether a box is deployed (the list's `on_field`): one in transit or still at the manufacturer is not, and
 * never reports. A rule of Router Management; the demo simulator and seeds ask it here.
 */
const NOT_DEPLOYED = ['In Transit', 'Manufacturer'];

export const isDeployed = (router: { location: string | null }): boolean =>
  !NOT_DEPLOYED.includes(router.location ?? '');

/** The same rule in SQL, for set-based statements over the fleet (the alerts' evaluation). */
export const isDeployedSql = sql<boolean>`(${routers.location} is null or ${routers.location} not in (${sql.join(
  NOT_DEPLOYED.map((place) => sql`${place}`),
  sql`, `,
)}))`;
