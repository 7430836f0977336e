import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * The whole app under a router: the browser's history in main.tsx, a fixed location when the build renders
 * the guest pages ahead of time (prerender.tsx). One tree for both, so hydration finds what was rendered.
 */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
