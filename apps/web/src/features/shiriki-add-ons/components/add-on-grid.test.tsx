import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { card, renderAddOnPage, settingsFixture, toast } from '../add-on-test-kit';

const EIGHT = [
  'SMS Package',
  'Auto-Connect',
  'Queue System',
  'Survey',
  'HMS',
  'Web App Login',
  'Camera System',
  'Content',
];

describe('the add-on cards', () => {
  it('lists the eight add-ons and the other keys with Active or Inactive from the partner flags', async () => {
    renderAddOnPage({ settings: settingsFixture({ has_survey_addon_enabled: true }) });
    for (const name of EIGHT) expect(await card(name)).toBeInTheDocument();
    for (const name of ['Food and Drink Menu', 'Token Purchase', 'Open Captive Portal'])
      expect(await card(name)).toBeInTheDocument();
    expect(within(await card('Survey')).getByText('Active')).toBeInTheDocument();
    expect(within(await card('HMS')).getByText('Inactive')).toBeInTheDocument();
  });

  it('Access and Copy Link only for an active add-on that has an access link', async () => {
    renderAddOnPage({
      settings: settingsFixture({ has_survey_addon_enabled: true, has_voucher_sms_feature_enabled: true }),
    });
    const survey = await card('Survey');
    const access = within(survey).getByRole('link', { name: 'Access Survey' });
    expect(access).toHaveAttribute('href', `${window.location.origin}/surveys`);
    expect(access).toHaveAttribute('target', '_blank');
    expect(within(survey).getByRole('button', { name: 'Copy Link Survey' })).toBeInTheDocument();
    // Active but no access link; inactive with one.
    expect(within(await card('SMS Package')).queryByRole('link')).toBeNull();
    expect(within(await card('Queue System')).queryByRole('link')).toBeNull();
    expect(within(await card('Content')).queryByRole('button', { name: /Copy Link/ })).toBeNull();
  });

  it("Camera System says 'Coming soon' and offers no activation", async () => {
    renderAddOnPage();
    const camera = await card('Camera System');
    expect(within(camera).getByText('Coming soon')).toBeInTheDocument();
    expect(within(camera).queryByRole('button', { name: /Activate/ })).toBeNull();
  });

  it('staff see the state but no Activate or Deactivate, and are told why', async () => {
    renderAddOnPage({ role: 'partner_staff', settings: settingsFixture({ has_survey_addon_enabled: true }) });
    const survey = await card('Survey');
    expect(within(survey).getByText('Active')).toBeInTheDocument();
    expect(within(survey).getByRole('link', { name: 'Access Survey' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Activate|Deactivate) / })).toBeNull();
    expect(screen.getByTestId('add-ons-staff-note')).toHaveTextContent(
      'Only a partner admin can switch add-ons',
    );
  });

  it("Activate sets the flag true; Deactivate asks, sets it false and says 'Add-On deactivated successfully'", async () => {
    const { user, callsTo } = renderAddOnPage();
    await user.click(within(await card('HMS')).getByRole('button', { name: 'Activate HMS' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('add-on-HMS')).getByText('Active')).toBeInTheDocument(),
    );
    expect(callsTo('PATCH partners/7/').map((c) => c.body)).toEqual([{ has_hms_addon_enabled: true }]);
    await user.click(within(await card('HMS')).getByRole('button', { name: 'Deactivate HMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate HMS?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await toast('Add-On deactivated successfully')).toBeInTheDocument();
    expect(callsTo('PATCH partners/7/').map((c) => c.body)[1]).toEqual({ has_hms_addon_enabled: false });
    expect(within(screen.getByTestId('add-on-HMS')).getByText('Inactive')).toBeInTheDocument();
  });

  it('reads the signed-in user again 2 s after a switch (the spec reloads the page)', async () => {
    const { user, callsTo } = renderAddOnPage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(await card('HMS')).getByRole('button', { name: 'Activate HMS' }));
      await waitFor(() => expect(callsTo('PATCH partners/7/')).toHaveLength(1));
      const before = callsTo('GET auth/users/me/').length;
      await vi.advanceTimersByTimeAsync(2100);
      await waitFor(() => expect(callsTo('GET auth/users/me/').length).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  });

  it("a refused activation names the add-on; no answer at all is 'Could not activate the Add-On'", async () => {
    let answer: { status: number; body?: unknown } | 'network' = {
      status: 403,
      body: { detail: 'Your plan does not include this feature.' },
    };
    const { user } = renderAddOnPage({
      handlers: {
        'PATCH partners/7/': () => {
          if (answer === 'network') throw new TypeError('Failed to fetch');
          return answer;
        },
      },
    });
    await user.click(within(await card('Survey')).getByRole('button', { name: 'Activate Survey' }));
    expect(await toast('Failed to activate Survey Add-On')).toBeInTheDocument();
    answer = 'network';
    await user.click(within(await card('Survey')).getByRole('button', { name: 'Activate Survey' }));
    expect(await toast('Could not activate the Add-On')).toBeInTheDocument();
    expect(within(await card('Survey')).getByText('Inactive')).toBeInTheDocument();
  });

  it("a failed deactivation says 'Could not deactivate the Add-On' and the card stays Active", async () => {
    const { user } = renderAddOnPage({
      settings: settingsFixture({ has_entertainment_enabled: true }),
      handlers: { 'PATCH partners/7/': () => ({ status: 500 }) },
    });
    await user.click(within(await card('Content')).getByRole('button', { name: 'Deactivate Content' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Content?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await toast('Could not deactivate the Add-On')).toBeInTheDocument();
    expect(within(await card('Content')).getByText('Active')).toBeInTheDocument();
  });

  it("Copy Link copies the access link: 'Link copied to clipboard!'; a refusal 'Failed to copy link'", async () => {
    const { user } = renderAddOnPage({ settings: settingsFixture({ has_hms_addon_enabled: true }) });
    await user.click(within(await card('HMS')).getByRole('button', { name: 'Copy Link HMS' }));
    expect(await toast('Link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/hms`);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(await card('HMS')).getByRole('button', { name: 'Copy Link HMS' }));
    expect(await toast('Failed to copy link')).toBeInTheDocument();
  });

  it("clicking a card opens its popup with the add-on's change history", async () => {
    const { user, fetchMock } = renderAddOnPage({
      handlers: {
        'GET partners/7/settings-history/': () => ({
          status: 200,
          body: {
            count: 1,
            next: null,
            previous: null,
            results: [
              {
                id: 1,
                changed_at: '2026-11-28T10:00:00Z',
                changed_by: { id: 11, name: 'Aline Uwase', email: 'premium.admin@example.com' },
                changes: [{ field: 'has_survey_addon_enabled', from: true, to: false }],
                speed_change: null,
              },
            ],
          },
        }),
      },
    });
    await user.click(within(await card('Survey')).getByRole('button', { name: /^Survey\s*settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey' });
    expect(await within(dialog).findByText('Survey: on → off')).toBeInTheDocument();
    expect(within(dialog).getByText(/Aline Uwase \(premium\.admin@example\.com\)/)).toBeInTheDocument();
    const url = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/v1/partners/7/settings-history/')!;
    expect(url.searchParams.get('field')).toBe('has_survey_addon_enabled');
  });
});
