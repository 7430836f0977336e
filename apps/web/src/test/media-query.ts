import { onTestFinished, vi } from 'vitest';

/** A MediaQueryList that answers `matches` and never changes (jsdom has no media queries). */
export const fakeMediaQueryList = (query: string, matches: boolean) =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }) as unknown as MediaQueryList;

/**
 * For the rest of the calling test, every media query answers `matches` (the setup's default answers
 * false: a wide screen); `true` makes the phone layouts apply. The setup's stub comes back when the test
 * ends.
 */
export function matchPhone(matches: boolean) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => fakeMediaQueryList(query, matches);
  onTestFinished(() => {
    window.matchMedia = original;
  });
}
