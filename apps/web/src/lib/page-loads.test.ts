import { describe, expect, it } from 'vitest';
import { pageLoadsStore, trackPageLoad } from './page-loads';

describe('trackPageLoad', () => {
  it('counts a page load while it runs, and after a failure too', async () => {
    let finish!: () => void;
    const first = trackPageLoad(() => new Promise<string>((done) => (finish = () => done('page'))));
    const second = trackPageLoad(() => Promise.reject(new Error('chunk missing')));
    expect(pageLoadsStore.get()).toBe(2);
    await expect(second).rejects.toThrow('chunk missing');
    expect(pageLoadsStore.get()).toBe(1);
    finish();
    await expect(first).resolves.toBe('page');
    expect(pageLoadsStore.get()).toBe(0);
  });
});
