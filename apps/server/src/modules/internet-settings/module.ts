import type { AppModule } from '../../types';
import { internetSettingRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const internetSettingsModule: AppModule = { name: 'internet-settings', api: internetSettingRoutes };
