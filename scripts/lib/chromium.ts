import { existsSync } from 'node:fs';

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
