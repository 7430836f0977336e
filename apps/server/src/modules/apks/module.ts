import type { AppModule } from '../../types';
import { apkRoutes } from './routes';
import { deviceApkRoutes } from './device-routes';

/** The module as the app registers it (issue 28 §2). */
export const apksModule: AppModule = { name: 'apks', api: apkRoutes, device: deviceApkRoutes };
