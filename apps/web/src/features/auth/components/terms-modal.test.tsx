import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUser } from '../../../lib/auth-store';
import { termsAcceptedKeyFor } from '../../../lib/storage-keys';
import { mockApi } from '../../../test/fetch-mock';
import { meFixture } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { TermsModal } from './terms-modal';
import { TERMS_SECTIONS } from './terms-agreement';

/** jsdom has no layout: give the text box a size and scroll it. */
function scrollTextTo(scrollTop: number, { scrollHeight = 3000, clientHeight = 500 } = {}) {
  const box = screen.getByTestId('terms-text');
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: clientHeight });
  box.scrollTop = scrollTop;
  fireEvent.scroll(box);
}

const checkbox = () => screen.getByRole('checkbox', { name: 'I have read and agree to the terms' });

describe('TermsModal', () => {
  it('shows the Master Subscription Agreement, version 1.0 effective 03/24/2025, with 12 sections', () => {
    renderPage(<TermsModal opened onAccepted={vi.fn()} onDecline={vi.fn()} />);
    expect(screen.getByText('Master Subscription Agreement')).toBeInTheDocument();
    expect(screen.getByText('Version 1.0')).toBeInTheDocument();
    expect(screen.getByText('Effective 03/24/2025')).toBeInTheDocument();
    expect(TERMS_SECTIONS).toHaveLength(12);
    const text = screen.getByTestId('terms-text').textContent ?? '';
    expect(text).toMatch(/within fourteen \(14\) days/);
    expect(text).toMatch(/data access ends 30 days after termination/);
    expect(text).toMatch(/within forty-eight \(48\) hours/);
    expect(text).toMatch(/fees paid or payable by the Partner for the three \(3\) months preceding/);
  });

  it('enables the checkbox only once the text is scrolled to within 5 px of the bottom', () => {
    renderPage(<TermsModal opened onAccepted={vi.fn()} onDecline={vi.fn()} />);
    expect(checkbox()).toBeDisabled();
    scrollTextTo(1000);
    expect(checkbox()).toBeDisabled();
    scrollTextTo(2494); // 6 px short
    expect(checkbox()).toBeDisabled();
    scrollTextTo(2495); // 5 px short
    expect(checkbox()).toBeEnabled();
  });

  it('records the acceptance on the server and in the browser, then toasts', async () => {
    const user = userEvent.setup();
    setUser(meFixture({ id: 11 }));
    const { callsTo } = mockApi({
      'POST terms/accept/': () => ({
        status: 201,
        body: { version: '1.0', accepted_at: '2025-03-24T10:00:00Z' },
      }),
    });
    const onAccepted = vi.fn();
    renderPage(<TermsModal opened onAccepted={onAccepted} onDecline={vi.fn()} />);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    scrollTextTo(2500);
    await user.click(checkbox());
    await user.click(continueButton);
    expect(await screen.findByText('Terms agreed. Redirecting...')).toBeInTheDocument();
    expect(callsTo('POST terms/accept/')[0]?.body).toEqual({ version: '1.0' });
    expect(onAccepted).toHaveBeenCalledWith('1.0');
    expect(localStorage.getItem(termsAcceptedKeyFor(11))).toBe('1.0');
    expect(sessionStorage.getItem(termsAcceptedKeyFor(11))).toBe('1.0');
  });

  it("says 'User data not available.' when there is no user", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({});
    renderPage(<TermsModal opened onAccepted={vi.fn()} onDecline={vi.fn()} />);
    scrollTextTo(2500);
    await user.click(checkbox());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('User data not available.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
