import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { clearAllLocalData } from '../lib/auth-store';
import { fakeMediaQueryList } from './media-query';

// findBy/waitFor wait up to 10 s (1 s by default): a page's lazy chunks load slowly on a busy 2-core CI
// machine, where a file in a module graph of its own (decision 098) imports them all again. A page that drew
// in 2.5 s alone took over 4 s with both cores busy. Only a failing wait takes longer; the test's own
// timeout (vitest.projects.ts) stays above it.
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads media queries and observes sizes; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => fakeMediaQueryList(query, false)),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  notifications.clean();
  clearAllLocalData();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
