import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

/** The system Firefox (Debian's `firefox-esr`): tests drive it over WebDriver BiDi with puppeteer-core. */
export function firefoxPath(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found)
    throw new Error('Firefox was not found: install it (apt-get install firefox-esr) or set FIREFOX_PATH.');
  return found;
}

/** The system Firefox, headless, driven over WebDriver BiDi. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath(),
    headless: true,
  });
}
