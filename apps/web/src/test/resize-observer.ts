import { vi } from 'vitest';

/**
 * A ResizeObserver that reports an element as soon as it is observed, as a browser does once it has laid
 * the element out (setup.ts's stub never reports). Undo with `vi.unstubAllGlobals()`.
 */
export function reportSizesAtOnce(): void {
  class ReportingObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      this.report([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', ReportingObserver);
}
