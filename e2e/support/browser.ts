import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo@2345';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
  storageState?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  // The partners work in East Africa: the browser's day is the billing day (Africa/Kigali) at any UTC hour.
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport,
    timezoneId: 'Africa/Kigali',
    ...(storageState ? { storageState } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

/** The code of the newest OTP mail to this address, read from the server's outbox (DATA_DIR/mail). */
export async function readOtp(email: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const mailDir = join(inject('dataDir'), 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir)
        .filter((f) => f.endsWith('.eml'))
        .sort();
    } catch {
      // no mail yet
    }
    for (const file of files.slice(after).reverse()) {
      const raw = readFileSync(join(mailDir, file), 'utf8');
      const code = raw.match(/^Subject: Your ARED sign-in code: (\d{6})$/m)?.[1];
      if (code && new RegExp(`^To: ${email.replace('.', '\\.')}$`, 'm').test(raw)) return code;
    }
    if (Date.now() > deadline) throw new Error(`no OTP mail for ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function outboxSize(): number {
  try {
    return readdirSync(join(inject('dataDir'), 'mail')).filter((f) => f.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}
