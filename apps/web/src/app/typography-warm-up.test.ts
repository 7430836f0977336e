import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPOGRAPHY_SAMPLES, typographyWarmUpScript } from './typography-warm-up';

const box = () => document.querySelector<HTMLElement>('[data-typography-warm-up]');
/** Runs the inline script as the page's HTML does. */
const run = (script: string) => new Function(script)() as void;

describe("the theme's fonts made ready while the page's code comes (decision 102)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first paint, then lays out one hidden line per font, one per task, and leaves no trace', () => {
    run(typographyWarmUpScript());
    // Nothing before the first frame: the frame's own paint comes first.
    expect(box()).toBeNull();
    vi.advanceTimersToNextFrame();
    expect(box()).not.toBeNull();
    expect(box()).toHaveAttribute('aria-hidden', 'true');
    expect(box()!.style.visibility).toBe('hidden');
    expect(box()!.children).toHaveLength(0);

    for (let line = 1; line <= TYPOGRAPHY_SAMPLES.length; line += 1) {
      vi.advanceTimersToNextTimer();
      // One more line in each task, in the size and weight of its sample.
      expect(box()!.children).toHaveLength(line);
      const added = box()!.lastElementChild as HTMLElement;
      expect([added.style.fontSize, added.style.fontWeight]).toEqual(TYPOGRAPHY_SAMPLES[line - 1]);
    }
    vi.advanceTimersToNextTimer();
    expect(box()).toBeNull();
  });

  it("covers the theme's sizes in its three body weights and every heading", () => {
    const pairs = TYPOGRAPHY_SAMPLES.map(([size, weight]) => `${size} ${weight}`);
    for (const size of ['xs', 'sm', 'md', 'lg', 'xl'])
      for (const weight of ['regular', 'medium', 'bold'])
        expect(pairs).toContain(`var(--mantine-font-size-${size}) var(--mantine-font-weight-${weight})`);
    for (const order of [1, 2, 3, 4, 5, 6])
      expect(pairs).toContain(`var(--mantine-h${order}-font-size) var(--mantine-h${order}-font-weight)`);
  });

  it('cannot close the script element it is written in, whatever its text', () => {
    const script = typographyWarmUpScript([['12px', '400']], '</script><b>');
    expect(script).not.toContain('</script>');
    run(script);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    expect(box()!.textContent).toBe('</script><b>');
  });
});
