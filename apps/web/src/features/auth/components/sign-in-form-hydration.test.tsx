import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTestProviders } from '../../../test/render';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { SignInPage } from '../pages/sign-in-page';
import { SignInForm } from './sign-in-form';

// The sign-in and forgot-password pages are rendered by the build and hydrated in the browser (decision
// 084). What a guest types, or a password manager fills, before the script hydrates them must count.
const tree = (page: React.ReactNode) => withTestProviders(<MemoryRouter>{page}</MemoryRouter>);

let container: HTMLDivElement;
afterEach(() => {
  container?.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The page's server markup in the document, `typed` written into its fields, then hydrated. */
async function hydrateAfterTyping(page: React.ReactNode, typed: Record<string, string>) {
  container = document.createElement('div');
  container.innerHTML = renderToString(tree(page));
  document.body.append(container);
  for (const [path, value] of Object.entries(typed))
    container.querySelector<HTMLInputElement>(`input[data-path="${path}"]`)!.value = value;
  await act(async () => {
    hydrateRoot(container, tree(page));
  });
}

describe('a prerendered form typed into before hydration', () => {
  it('sign-in: the typed email and password count, so Log In is enabled', async () => {
    await hydrateAfterTyping(<SignInForm />, { email: 'premium.admin@example.com', password: 'Demo@2345' });
    expect(screen.getByLabelText(/Email/)).toHaveValue('premium.admin@example.com');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('sign-in: nothing typed leaves it disabled', async () => {
    await hydrateAfterTyping(<SignInForm />, {});
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
  });

  it('forgot password: the typed email counts', async () => {
    await hydrateAfterTyping(<ForgotPasswordPage />, { email: 'premium.admin@example.com' });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('the page built in one year hydrates in the next without a mismatch, and then shows the new year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T23:59:00Z'));
    const errors = vi.spyOn(console, 'error');
    container = document.createElement('div');
    container.innerHTML = renderToString(tree(<SignInPage />));
    document.body.append(container);
    expect(container.textContent).toContain('© ARED');
    vi.setSystemTime(new Date('2027-01-01T00:01:00Z'));
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(<SignInPage />), {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toContain('© 2027 ARED');
  });
});
