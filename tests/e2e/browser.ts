import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** The system Chromium: test tools cannot download their own browser on our machines. */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found)
    throw new Error('Chromium was not found: install it (apt-get install chromium) or set CHROME_PATH.');
  return found;
}

/** Running as root, with no outside network: without these Chromium fails or keeps calling out. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

export const baseUrl = () => inject('baseUrl');

/** A page that records console messages and uncaught errors, so tests can assert there were none. */
export async function openPage(browser: Browser, path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page: Page = await context.newPage();
  const messages: { type: string; text: string }[] = [];
  page.on('console', (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => messages.push({ type: 'pageerror', text: e.message }));
  await page.goto(baseUrl() + path);
  return {
    page,
    context,
    messages,
    errors: () => messages.filter((m) => m.type === 'error' || m.type === 'pageerror'),
  };
}
