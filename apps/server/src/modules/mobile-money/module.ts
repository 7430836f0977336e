import type { AppModule } from '../../types';
import { callbackRoutes } from './callback-routes';
import { credentialRoutes } from './credential-routes';
import { reconcileJob } from './reconcile-job';

/**
 * Mobile money (issue 32 §1, decision 077): partners' provider credentials, the providers' callbacks, and
 * the reconciliation of payments whose callback never came. Payments themselves are started by the
 * purposes' modules through index.ts.
 */
export const mobileMoneyModule: AppModule = {
  name: 'mobile-money',
  api: async (scope) => {
    await scope.register(credentialRoutes);
    await scope.register(callbackRoutes);
  },
  jobs: ({ deps, log }) => [reconcileJob(deps, log)],
};
