import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../types';
import { createHeartbeatWriter } from './heartbeat-writer';
import { deviceRoutes } from './routes';
import { deviceStatusRoutes } from './status-routes';

/** The boxes' reporting channel under /device (heartbeats by group commit, decision 008) and their status. */
export function devicesModule(app: FastifyInstance): AppModule {
  const writer = createHeartbeatWriter(app.deps.database.db, {
    onBatch: (size) => app.metrics.groupCommitBatch('heartbeats', size),
  });
  app.addHook('onClose', async () => writer.drain());
  return {
    name: 'devices',
    api: deviceStatusRoutes,
    device: async (scope) => {
      await scope.register(deviceRoutes, { writer });
    },
  };
}
