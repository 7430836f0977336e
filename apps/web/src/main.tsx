import { startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
// The theme's variables, after Mantine's defaults they override (decision 094).
import './app/theme-variables.css';
import './app/global.css';
import { App } from './app/app';
import { keepFirstFrame } from './app/first-frame';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const app = <App router={BrowserRouter} />;
// The frame a signed-in route's HTML drew, drawn again while the code comes (decision 086).
keepFirstFrame(root, window.location.pathname);

// React DOM, half of what the first script evaluates, in a task of its own (issue 29 §7): a slow phone then
// runs two shorter tasks instead of one long one. index.html preloads its chunk beside this one. (Not a
// top-level await: the bundler would then split the modules this entry shares with the pages into dozens
// of small chunks, to keep a page from waiting on the suspended entry.)
void import('react-dom/client').then(({ createRoot, hydrateRoot }) => {
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the
  // browser paint and take input between them, instead of one long task a slow phone's CPU blocks on for a
  // second (Lighthouse's total blocking time, decision 058). Hydration too: inside a transition it is
  // sliced the same way.
  startTransition(() => {
    // A guest page the build rendered ahead of time (prerender.tsx) is hydrated: React takes over the
    // markup already on screen instead of drawing it again. Its inline script removed the mark if the
    // visit is a signed-in one, and a path other than the one rendered (a trailing slash) is drawn afresh.
    if (root.dataset.prerendered === window.location.pathname) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
