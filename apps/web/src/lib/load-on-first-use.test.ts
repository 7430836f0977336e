import { describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return (await import('./load-on-first-use')).loadOnFirstUse;
};
const part = () => Promise.resolve({ default: () => null });

describe('loadOnFirstUse (decision 089)', () => {
  it('loads nothing while the page loads; the first interaction asks for every part, once', async () => {
    const loadOnFirstUse = await fresh();
    const loadMenu = vi.fn(part);
    const loadTooltip = vi.fn(part);
    loadOnFirstUse(loadMenu);
    loadOnFirstUse(loadTooltip);
    window.dispatchEvent(new Event('load'));
    expect(loadMenu).not.toHaveBeenCalled();
    expect(loadTooltip).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(loadMenu).toHaveBeenCalledTimes(1);
    expect(loadTooltip).toHaveBeenCalledTimes(1);
  });

  it('preload() before any interaction loads once, and the interaction does not load again', async () => {
    const loadOnFirstUse = await fresh();
    const load = vi.fn(part);
    const { preload } = loadOnFirstUse(load);
    await preload();
    await preload();
    window.dispatchEvent(new Event('scroll'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part first met after the first interaction is asked for at the next one', async () => {
    const loadOnFirstUse = await fresh();
    loadOnFirstUse(vi.fn(part));
    window.dispatchEvent(new Event('touchstart'));
    const later = vi.fn(part);
    loadOnFirstUse(later);
    expect(later).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('wheel'));
    expect(later).toHaveBeenCalledTimes(1);
  });
});
