import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens, setUser } from '../../../lib/auth-store';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { userDetailsFixture } from '../user-test-fixtures';
import { SystemAdminPage } from './system-admin-page';

const page = (rows = [userDetailsFixture()]) => ({
  status: 200,
  body: { count: rows.length, next: null, previous: null, results: rows },
});

function setup(role = 'partner_admin') {
  setTokens({ access: 'a', refresh: 'r' });
  setUser(meFixture({ role }));
  const api = mockApi({ 'GET auth/users/': () => page() });
  renderRoutes([{ path: '/system-admin', element: <SystemAdminPage /> }], { initialPath: '/system-admin' });
  return { ...api, user: userEvent.setup() };
}
const queryOf = (call: { key: string }, fetchMock: ReturnType<typeof mockApi>['fetchMock'], i: number) =>
  new URL(String(fetchMock.mock.calls[i]![0]), 'http://localhost').searchParams;

describe('System Admins', () => {
  it('lists Name, Email, Role, Type, Status and a view button to view-details', async () => {
    setup();
    const row = await screen.findByTestId('table-row');
    for (const header of ['Name', 'Email', 'Role', 'Type', 'Status', 'Action'])
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(within(row).getByText('Eric Mugisha')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Eric Mugisha' })).toHaveAttribute(
      'href',
      '/view-details/21',
    );
    expect(screen.getByRole('link', { name: 'Register User' })).toHaveAttribute('href', '/user-signup');
  });

  it('sends the tab filters: Admins role=partner_admin, Suspended is_active=false', async () => {
    const { user, fetchMock, calls } = setup();
    await screen.findByTestId('table-row');
    expect(queryOf(calls[0]!, fetchMock, 0).get('partner')).toBe('7');
    await user.click(screen.getByRole('tab', { name: 'Admins' }));
    await screen.findByTestId('table-row');
    expect(queryOf(calls.at(-1)!, fetchMock, calls.length - 1).get('role')).toBe('partner_admin');
    await user.click(screen.getByRole('tab', { name: 'Suspended' }));
    await screen.findByTestId('table-row');
    expect(queryOf(calls.at(-1)!, fetchMock, calls.length - 1).get('is_active')).toBe('false');
  });

  it('shows the selection bar with its count, clear link and the two router buttons, disabled', async () => {
    const { user } = setup();
    await screen.findByTestId('table-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select Eric Mugisha' }));
    const bar = screen.getByTestId('bulk-bar');
    expect(within(bar).getByText('1 Rows selected')).toBeInTheDocument();
    for (const name of ['unassign SME router', 'unassign Partner router'])
      expect(within(bar).getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  });

  it('hides Register User from partner staff', async () => {
    setup('partner_staff');
    await screen.findByTestId('table-row');
    expect(screen.queryByRole('link', { name: 'Register User' })).not.toBeInTheDocument();
  });
});
