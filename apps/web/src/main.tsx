import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import './app/global.css';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The first render as a transition: React renders it in slices of a few milliseconds and lets the browser
// paint and take input between them, instead of one long task a slow phone's CPU blocks on for a second
// (Lighthouse's total blocking time, decision 058).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
