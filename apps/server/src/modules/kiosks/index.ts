export { kioskRoutes } from './routes';
