import type { AppModule } from '../../types';
import { queueRoutes } from './routes';

/** The Queue System add-on (issue 30 §3, decision 067): the operator calls; the portal part is the portal's. */
export const queuesModule: AppModule = { name: 'queues', api: queueRoutes };
