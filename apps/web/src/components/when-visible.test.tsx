import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

/** A stand-in IntersectionObserver the test drives: it records what is observed and reports on demand. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeIntersectionObserver {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    observed: () => observers.flatMap((o) => o.targets),
    comeNear: () =>
      act(() => {
        for (const o of observers)
          if (o.targets.length > 0)
            o.callback(
              o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
              o as unknown as IntersectionObserver,
            );
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenVisible', () => {
  it('renders its children only once their place comes near the screen', () => {
    const io = fakeObserver();
    render(
      <WhenVisible minHeight={300}>
        <p>charts</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('charts')).not.toBeInTheDocument();
    expect(io.observed()).toHaveLength(1);
    io.comeNear();
    expect(screen.getByText('charts')).toBeInTheDocument();
  });

  it('does not look while what is above is still loading', () => {
    const io = fakeObserver();
    const { rerender } = render(
      <WhenVisible minHeight={300} isLayoutSettled={false}>
        <p>charts</p>
      </WhenVisible>,
    );
    expect(io.observed()).toHaveLength(0);
    rerender(
      <WhenVisible minHeight={300} isLayoutSettled>
        <p>charts</p>
      </WhenVisible>,
    );
    expect(io.observed()).toHaveLength(1);
    io.comeNear();
    expect(screen.getByText('charts')).toBeInTheDocument();
  });

  it('renders at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible minHeight={300}>
        <p>charts</p>
      </WhenVisible>,
    );
    expect(screen.getByText('charts')).toBeInTheDocument();
  });
});
