import { renderHook, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { useBillingCheck } from './use-billing-check';

const page = { status: 200, body: { count: 0, next: null, previous: null, results: [] } };

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('useBillingCheck', () => {
  it("fetches the partner's billings once per browser session and says so", async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const api = mockApi({ 'GET partner/billing/': () => page });
    renderHook(() => useBillingCheck(7, 'Premium'));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'subscriptions retrieved successfully' }),
      ),
    );
    renderHook(() => useBillingCheck(7, 'Premium'));
    expect(api.callsTo('GET partner/billing/')).toHaveLength(1);
  });

  it('does not ask for a Kiosk partner, and stays quiet when the call fails', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({ 'GET partner/billing/': () => ({ status: 500, body: { detail: 'down' } }) });
    renderHook(() => useBillingCheck(3, 'Kiosk'));
    expect(api.calls).toHaveLength(0);
    renderHook(() => useBillingCheck(4, 'SME'));
    await waitFor(() => expect(api.callsTo('GET partner/billing/')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(show).not.toHaveBeenCalled();
  });
});
