import { renderHook } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSubscriptionsRetrieved } from './use-subscriptions-retrieved';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

const said = (show: { mock: { calls: unknown[][] } }) =>
  show.mock.calls.filter(
    ([n]) => (n as { message?: string }).message === 'subscriptions retrieved successfully',
  );

describe('useSubscriptionsRetrieved (issue 29 §3)', () => {
  it('says it once per browser session and partner, when the subscription list has loaded', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const { rerender } = renderHook(({ loaded }) => useSubscriptionsRetrieved(loaded, 7), {
      initialProps: { loaded: false },
    });
    expect(said(show)).toHaveLength(0); // not before the list is there
    rerender({ loaded: true });
    expect(said(show)).toHaveLength(1);
    renderHook(() => useSubscriptionsRetrieved(true, 7)); // the page again, or a full reload
    expect(said(show)).toHaveLength(1);
    renderHook(() => useSubscriptionsRetrieved(true, 8)); // another partner signs in in this tab
    expect(said(show)).toHaveLength(2);
  });

  it('says nothing without a partner', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    renderHook(() => useSubscriptionsRetrieved(true, null));
    expect(said(show)).toHaveLength(0);
  });
});
