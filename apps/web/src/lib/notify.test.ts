import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_TOAST_MS, notify } from './notify';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), clean: vi.fn() } }));
const lastShown = () => vi.mocked(notifications.show).mock.calls.at(-1)?.[0];

beforeEach(() => vi.mocked(notifications.show).mockClear());

describe('notify', () => {
  it('closes a toast by itself after about 4 s', () => {
    notify.success('SME suspended successfully');
    expect(lastShown()).toMatchObject({ message: 'SME suspended successfully', autoClose: 4000 });
    notify.error('Could not pause billing');
    expect(lastShown()?.autoClose).toBe(4000);
  });

  it('keeps the spec’s 8 s messages up for 8 s', () => {
    notify.info('You may login again', { autoClose: LONG_TOAST_MS });
    expect(lastShown()).toMatchObject({ autoClose: 8000 });
  });
});
