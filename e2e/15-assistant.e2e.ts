import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { accessTokenOf, api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { acceptTermsIfAsked, signInThroughOtp } from './support/flows';
import { signedInFor } from './support/signed-in';

// Issue 31 §6: the partner asks the assistant which boxes are offline and gets the Routers list's answer
// with its link; escalates through the contact form; the demo support agent, in a browser of her own, takes
// the chat over in the support inbox and answers; 'Agent (Grace):' shows in the partner's panel; the partner
// ends the chat with the spec's text.
const session = signedInFor('premium.staff@example.com');
let page: Page;
let agentBrowser: Browser;
let agent: Page;
/** Set E2E_SHOTS to a folder to keep screenshots of the panel and the inbox. */
const shots = process.env.E2E_SHOTS;
const shot = async (p: Page, name: string) => {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await p.screenshot({ path: join(shots, `${name}.png`) });
};

beforeAll(() => {
  page = session.page;
});
afterAll(async () => {
  await agentBrowser?.close();
});

const panel = (): Locator => page.getByRole('dialog', { name: 'ARED Analytics Assistant' });
const log = (): Locator => panel().getByRole('log');

describe('the ARED Analytics Assistant', () => {
  it('answers which boxes are offline with the Routers list and a link to it', async () => {
    const token = (await accessTokenOf(page))!;
    const offline = await api<{ count: number; results: { serial_number: string }[] }>(
      token,
      'GET',
      '/v1/routers/?is_online=false&ordering=serial_number&page_size=20',
    );
    expect(offline.count).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'ARED Analytics Assistant' }).click();
    const input = panel().getByRole('textbox', { name: 'Your message' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.fill('which boxes are offline?');
    await panel().getByRole('button', { name: 'Send' }).click();
    // The counts of boxes and the offline list each link the same filtered list: the answer's is the last.
    const link = log().getByRole('link', { name: 'Routers — offline' }).last();
    await link.waitFor();
    const text = (await log().textContent()) ?? '';
    for (const box of offline.results) expect(text).toContain(box.serial_number);
    await shot(page, 'assistant-offline-answer');
    await expectNoSeriousA11yViolations(page);
    await link.click();
    await page.waitForURL('**/routers?is_online=false');
  });

  it('escalates with the contact form, prefilled from the profile', async () => {
    if (!(await panel().isVisible()))
      await page.getByRole('button', { name: 'ARED Analytics Assistant' }).click();
    // The conversation survived the page change.
    await log().getByText('which boxes are offline?').waitFor();
    await panel().getByRole('button', { name: 'Chat with an agent' }).click();
    expect(await panel().getByRole('textbox', { name: 'Email' }).inputValue()).toBe(
      'premium.staff@example.com',
    );
    await panel().getByRole('button', { name: 'Start chat' }).click();
    await log().getByText('Your chat has been escalated to an agent.').waitFor();
    await panel().getByRole('button', { name: 'End agent chat' }).waitFor();
  });

  it('the support agent takes it over and answers; the partner sees it as Agent (Grace):', async () => {
    agentBrowser = await launchBrowser();
    ({ page: agent } = await newPage(agentBrowser));
    await agent.goto('/');
    await signInThroughOtp(agent, 'support.agent@example.com');
    await acceptTermsIfAsked(agent);
    await agent.waitForURL('**/support-inbox**');
    const chat = agent
      .getByRole('list', { name: 'Waiting' })
      .getByRole('listitem')
      .filter({ hasText: 'Jean Habimana' });
    await chat.first().getByRole('button').click();
    await agent.getByRole('log', { name: 'Transcript' }).getByText('which boxes are offline?').waitFor();
    await agent.getByRole('button', { name: 'Take over' }).click();
    const reply = `Rebooting your offline boxes now (${Date.now()}).`;
    await agent.getByRole('textbox', { name: 'Reply' }).fill(reply);
    await agent.getByRole('button', { name: 'Send' }).click();
    await shot(agent, 'support-inbox');
    await expectNoSeriousA11yViolations(agent);

    await log().getByText('Agent (Grace):').waitFor({ timeout: 15_000 });
    await log().getByText(reply).waitFor();
    await shot(page, 'assistant-agent-reply');
  });

  it('ends the chat with the agent with the spec text', async () => {
    await panel().getByRole('button', { name: 'End agent chat' }).click();
    await log().getByText('You have ended the chat with the agent. Thanks!').waitFor();
    await panel().getByRole('button', { name: 'Chat with an agent' }).waitFor();
  });
});
