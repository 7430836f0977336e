import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../types';
import { createResumableUploads } from './resumable-store';
import { resumableUploadRoutes } from './routes';
import { resumableUploadSweepJob } from './sweep-job';
import { createTusServer } from './tus-server';

/**
 * Resumable uploads (decision 025): the store (on the app as `resumableUploads`, which the files, menus,
 * portals and adverts read), its tus server under /v1/uploads/, and the hourly sweep of abandoned ones.
 */
export function uploadsModule(app: FastifyInstance): AppModule {
  const { config } = app.deps;
  const uploads = createResumableUploads(config);
  const tus = createTusServer(uploads.datastore, Math.max(...Object.values(config.uploadLimits)));
  app.decorate('resumableUploads', uploads);
  return {
    name: 'uploads',
    api: async (scope) => {
      await scope.register(resumableUploadRoutes, { tus, datastore: uploads.datastore });
    },
    jobs: () => [resumableUploadSweepJob(uploads)],
  };
}
