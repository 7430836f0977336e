import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { SignUpReviewPage } from './sign-up-review-page';

const APPLICATION = {
  id: 3,
  first_name: 'Aline',
  last_name: 'Uwase',
  email: 'aline@example.com',
  phone: '+250788123456',
  partner_name: 'Kigali Connect',
  subscription_plan_name: 'Starter',
  created: '2026-11-28T10:00:00.000Z',
  review_expires_at: '2026-12-05T10:00:00.000Z',
};

const open = () =>
  renderRoutes([{ path: '/signup/review', element: <SignUpReviewPage /> }], {
    initialPath: '/signup/review#secret-token',
  });

describe('SignUpReviewPage', () => {
  it('reads the application with the token from the link, and approves only on the click', async () => {
    const user = userEvent.setup();
    let status = 'pending';
    const { calls, callsTo } = mockApi({
      'POST sign-up/review/': () => ({ status: 200, body: { ...APPLICATION, status } }),
      'POST sign-up/review/approve/': () => {
        status = 'approved';
        return { status: 200, body: { detail: 'Application approved.' } };
      },
    });
    open();
    expect(await screen.findByText('aline@example.com')).toBeInTheDocument();
    expect(screen.getByText('Kigali Connect')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toEqual(['POST sign-up/review/']);
    expect(calls[0]!.body).toEqual({ token: 'secret-token' });

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: the SME is registered with its partner.')).toBeInTheDocument();
    expect(callsTo('POST sign-up/review/approve/').map((c) => c.body)).toEqual([{ token: 'secret-token' }]);
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it("shows the server's reason for a link that does not work", async () => {
    mockApi({
      'POST sign-up/review/': () => ({ status: 410, body: { detail: 'This review link has expired.' } }),
    });
    open();
    expect(await screen.findByText('This review link has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
