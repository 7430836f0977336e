import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';

/** The app's router: the browser's history, every route of the route table. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
