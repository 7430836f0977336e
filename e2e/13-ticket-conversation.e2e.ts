import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { accessTokenOf, api } from './support/api';
import { signedInFor } from './support/signed-in';

// Issue 29 §3, decision 056: Contact Us opens the ticket form; the partner opens a ticket and replies in its
// conversation; support's reply by mail, posted through the inbound-mail endpoint by the demo's own command
// (`npm run support:reply`), shows in the conversation with the status it set.
// Staff: whoever may open a ticket may reply (the Premium admin already signs in five times).
const session = signedInFor('premium.staff@example.com');
let page: Page;
beforeAll(() => {
  page = session.page;
});

const root = resolve(__dirname, '..');
/** Set E2E_SHOTS to a folder to keep screenshots of the conversation (desktop and phone). */
const shots = process.env.E2E_SHOTS;
const subject = `Lobby box drops guests ${Date.now()}`;
let ticketId = 0;

const dialog = () => page.getByRole('dialog', { name: 'Ticket' });

describe('a support ticket is a conversation', () => {
  it('Contact Us opens the Add Ticket form, which opens a ticket', async () => {
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/support-tickets?new=1');
    const form = page.getByRole('dialog', { name: 'Add Ticket' });
    await form.getByLabel('Subject').fill(subject);
    await form.getByRole('combobox', { name: /^Department/ }).click();
    await page.getByRole('option', { name: 'Router' }).click();
    await form.getByRole('combobox', { name: /^Priority/ }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await form.getByLabel('Message').fill('Guests are dropped every ten minutes.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByText("Ticket submitted, we'll get back to you as soon as possible.").waitFor();
    const token = (await accessTokenOf(page))!;
    const list = await api<{ results: { id: number; subject: string }[] }>(token, 'GET', '/v1/tickets/');
    ticketId = list.results.find((t) => t.subject === subject)!.id;
    expect(ticketId).toBeGreaterThan(0);
  });

  it('shows the ticket with its first message, and takes a reply', async () => {
    await page
      .getByRole('table', { name: 'ALL TICKETS' })
      .getByRole('button', { name: `View ticket ${ticketId}` })
      .click();
    const conversation = dialog().getByRole('list', { name: 'Conversation' });
    await conversation.getByText('Guests are dropped every ten minutes.').waitFor();
    await dialog().getByLabel('Reply').fill('It happens on the <b>lobby</b> box only.');
    await dialog().getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Reply sent.', { exact: true }).waitFor();
    // Plain text: the tag is shown as typed, not as markup.
    await conversation.getByText('It happens on the <b>lobby</b> box only.').waitFor();
    expect(await conversation.getByRole('listitem').count()).toBe(2);
  });

  it("shows support's reply by mail (through the inbound endpoint) and the status it set", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(root, 'scripts/support-reply.mjs'),
        String(ticketId),
        'We replaced the lobby box power supply.',
        '--close',
      ],
      { env: { ...process.env, DATA_DIR: inject('dataDir'), PUBLIC_URL: inject('baseUrl') } },
    );
    expect(stdout).toMatch(/^201 /);
    await page.goto(`/support-tickets?ticket=${ticketId}`);
    const support = dialog().getByTestId('ticket-message-support');
    await support.getByText('We replaced the lobby box power supply.').waitFor();
    // The quoted history the mail carried is not part of the message.
    expect(await support.textContent()).not.toContain('Guests are dropped');
    expect(await dialog().getByRole('listitem').count()).toBe(3);
    await dialog().getByTestId('status-badge').getByText('Closed').waitFor();
    await dialog().getByText('This ticket is closed; a reply opens it again.').waitFor();
    await expectNoSeriousA11yViolations(page);
    if (shots) await page.screenshot({ path: join(shots, 'ticket-desktop.png') });
  });

  it('fits a phone: the conversation and the reply box are reachable, nothing serious for axe', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/support-tickets?ticket=${ticketId}`);
    await dialog().getByTestId('ticket-message-support').waitFor();
    const reply = dialog().getByLabel('Reply');
    await reply.scrollIntoViewIfNeeded();
    expect(await reply.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    if (shots) await page.screenshot({ path: join(shots, 'ticket-phone.png'), fullPage: true });
    await dialog().getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('table', { name: 'ALL TICKETS' }).getByText('Support replied').first().waitFor();
    if (shots) await page.screenshot({ path: join(shots, 'tickets-phone.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
