import { PageLoader } from '../components/page-loader';
// The frame's layout, for the markup the HTML draws and this module draws again: the frame's code is the
// build's (route-frame.tsx), its stylesheet is linked with the app's.
import './route-frame.css';

type Frame = { path: string; whole: string; main: string };

let first: Frame | null = null;

/**
 * Keeps the frame the HTML drew for the visit's first page (a signed-in route's, decision 086), as its
 * script left it (the visitor's plan's): called before React's first render replaces it. None of the
 * frame's code is in the app (the build draws it, route-frame.tsx); its markup is enough to draw it again.
 */
export function keepFirstFrame(root: HTMLElement, path: string) {
  first = root.hasAttribute('data-frame')
    ? { path, whole: root.innerHTML, main: root.querySelector('main')?.innerHTML ?? '' }
    : null;
}

/**
 * What shows while code comes: on the visit's first page, the frame the HTML drew (`whole`, before the
 * shell's code; `main`, its page part inside the shell, before the page's), so the screen stays as it was
 * until the page replaces it; anywhere else the spinner. The markup is the document's own, as served.
 */
export function FrameOrLoader({ pathname, part }: { pathname: string; part: 'whole' | 'main' }) {
  if (first?.path !== pathname) return <PageLoader />;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: first[part] }} />;
}
