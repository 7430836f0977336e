import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture, partnerFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  it("reads the partner's general analytics", async () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture({ partner: partnerFixture('Kiosk', { id: 3 }) }));
    const { callsTo } = mockApi({
      'GET partners/3/general-analytics/': () => ({
        status: 200,
        body: { total_micro_franchisees: 11, total_kiosks: 15, total_smes: 0, total_routers: 1234 },
      }),
    });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();
    expect(screen.getByText('11')).toBeInTheDocument();
    expect(screen.queryByText('Total SMEs')).not.toBeInTheDocument();
    expect(callsTo('GET partners/3/general-analytics/')).toHaveLength(1);
  });

  it("says 'Could not fetch micro franchisee analytics' when the call fails", async () => {
    setTokens({ access: 'a', refresh: 'r' });
    setUser(meFixture());
    mockApi({ 'GET partners/7/general-analytics/': () => ({ status: 403, body: { detail: 'Forbidden' } }) });
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findAllByText('Could not fetch micro franchisee analytics')).toHaveLength(2);
  });
});
