import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { mockApi } from '../../../test/fetch-mock';
import { createTestQueryClient } from '../../../test/render';
import { routerFixture } from '../../../test/router-fixtures';
import { useDeviceStatusRows } from './use-device-status-rows';

const rows = [routerFixture({ serial_number: 'ARD-0001', is_online: false })];

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>
);

describe('useDeviceStatusRows', () => {
  it('polls every 10 s; a failed refresh stays quiet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const errorToast = vi.spyOn(notify, 'error');
    let reply = {
      status: 200,
      body: { 'ARD-0001': { is_online: true, last_seen: null, otab: null } } as unknown,
    };
    const { callsTo } = mockApi({ 'GET device-status/': () => reply });
    const { result } = renderHook(() => useDeviceStatusRows(rows), { wrapper });
    await waitFor(() => expect(result.current[0]?.is_online).toBe(true));
    expect(callsTo('GET device-status/')).toHaveLength(1);

    reply = { status: 500, body: { detail: 'down' } };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(callsTo('GET device-status/')).toHaveLength(2));
    expect(errorToast).not.toHaveBeenCalled();
    expect(result.current[0]?.is_online).toBe(true);

    reply = { status: 200, body: { 'ARD-0001': { is_online: false, last_seen: null, otab: null } } };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(result.current[0]?.is_online).toBe(false));
  });
});
